import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Issue 10 (b, c): categories that products follow, the spec's line-less purchase order, and deletes of unused records. */
describe('category GST that products follow, draft purchase orders and deletes', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof trade>;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const del = (s: Session, path: string, id: number) => t.http.delete(`${path}?id=${id}`).set(s.headers);

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = trade(t.http, a);
  });
  afterAll(async () => t.close());

  it("passes a category's new GST, HSN and cess to the products that follow it, and says how many", async () => {
    const cat = await api.category({ name: 'Snacks', taxPercent: 12, hsn: '1905' });
    const follower1 = await api.product(cat.id, { name: 'Chips' });
    const follower2 = await api.product(cat.id, { name: 'Namkeen' });
    const own = await api.product(cat.id, { name: 'Imported Crackers', taxPercent: 18, hsn: '190590' });
    expect(follower1).toMatchObject({ followCategoryTax: true, taxPercent: 12, hsn: '1905' });
    expect(own).toMatchObject({ followCategoryTax: false, taxPercent: 18 });

    const res = await t.http.post('/api/erp/category').set(a.headers)
      .send({ id: cat.id, name: 'Snacks', taxPercent: 5, hsn: '2106', cessApplicable: true, cessType: 'PERCENT', cessValue: 1 }).expect(200);
    expect(res.body).toMatchObject({ message: 'Category saved successfully; 2 products updated', data: { productsUpdated: 2, taxPercent: 5 } });
    const list = (await api.get(`/api/erp/product?categoryId=${cat.id}`)).list;
    const byId = new Map(list.map((p: { id: number }) => [p.id, p]));
    for (const id of [follower1.id, follower2.id]) {
      expect(byId.get(id)).toMatchObject({ taxPercent: 5, hsn: '2106', cessApplicable: true, cessType: 'PERCENT', cessValue: 1, followCategoryTax: true });
    }
    expect(byId.get(own.id)).toMatchObject({ taxPercent: 18, hsn: '190590', cessApplicable: false });
    // Saving again without a change updates nobody.
    const same = await t.http.post('/api/erp/category').set(a.headers)
      .send({ id: cat.id, name: 'Snacks', taxPercent: 5, hsn: '2106', cessApplicable: true, cessType: 'PERCENT', cessValue: 1 }).expect(200);
    expect(same.body.message).toBe('Category saved successfully');
    // A product may start following again.
    const back = await api.post('/api/erp/product', { id: own.id, name: own.name, categoryId: cat.id, mrp: own.mrp, pp: own.pp, sp: own.sp, followCategoryTax: true });
    expect(back).toMatchObject({ followCategoryTax: true, taxPercent: 5, hsn: '2106' });
  });

  it('saves a category without a GST percentage; its products must then give their own', async () => {
    const res = await t.http.post('/api/erp/category').set(a.headers).send({ id: 0, name: 'Mixed Goods' }).expect(200);
    expect(res.body.data).toMatchObject({ name: 'Mixed Goods', taxPercent: null });
    const refused = await t.http.post('/api/erp/product').set(a.headers)
      .send({ id: 0, name: 'Mystery Box', categoryId: res.body.data.id, mrp: '100', pp: '50', sp: '90' }).expect(400);
    expect(refused.body.message).toBe("The category has no GST Percentage: give the product's own");
    const ok = await api.product(res.body.data.id, { name: 'Gift Box', taxPercent: 12 });
    expect(ok).toMatchObject({ taxPercent: 12, followCategoryTax: false });
    const listed = (await api.get(`/api/erp/category/all?q=${encodeURIComponent(JSON.stringify({ search: 'Mixed' }))}`)).list[0];
    expect(listed.taxPercent).toBeNull();
  });

  it("accepts the spec's purchase order without lines as a draft; lines come later and receiving needs one", async () => {
    const supplier = (await api.supplier({ name: 'Draft Supplier', stateId: 27, gstin: GSTINS.MH })).id;
    const warehouseId = await api.defaultWarehouseId();
    const draft = await t.http.post('/api/erp/purchase-order').set(a.headers)
      .send({ id: 0, purchaseOrderNumber: '', note: 'To be filled in', supplierId: supplier, warehouseId, purchaseDate: today }).expect(200);
    expect(draft.body.data).toMatchObject({ items: [], totalAmount: '0.00', isLocked: false, note: 'To be filled in' });
    const id = draft.body.data.id;
    const early = await t.http.post('/api/erp/purchase-order/receive').set(a.headers).send({ purchaseOrderId: id }).expect(400);
    expect(early.body.message).toBe('Add at least one item before receiving the stock');

    const cat = await api.category({ taxPercent: 5 });
    const product = await api.product(cat.id, { name: 'Draft Rice', mrp: '100', pp: '40', sp: '80' });
    const filled = await api.post('/api/erp/purchase-order', { id, supplierId: supplier, warehouseId, purchaseDate: today, items: [{ productId: product.id, quantity: 10 }] });
    expect(filled).toMatchObject({ taxableAmount: '400.00', totalAmount: '420.00' });
    // An edit that sends no lines (the spec's fields only) keeps them.
    const noted = await api.post('/api/erp/purchase-order', { id, supplierId: supplier, warehouseId, purchaseDate: today, note: 'Confirmed by phone' });
    expect(noted).toMatchObject({ note: 'Confirmed by phone', totalAmount: '420.00' });
    expect(noted.items).toHaveLength(1);
    await t.http.post('/api/erp/purchase-order/receive').set(a.headers).send({ purchaseOrderId: id }).expect(200);
  });

  it('deletes unused masters and unlocked purchase orders; one in use answers 409 naming what uses it', async () => {
    const cat = await api.category({ name: 'Deletable' });
    const product = await api.product(cat.id, { name: 'Deletable Item' });
    const supplier = (await api.supplier({ name: 'Deletable Supplier' })).id;
    const customer = (await api.customer({ name: 'Deletable Customer' })).id;
    const warehouse = (await api.warehouse({ name: 'Deletable Godown' })).id;

    // Another company sees none of them.
    await del(b, '/api/erp/product', product.id).expect(404);
    await del(b, '/api/erp/category', cat.id).expect(404);
    await del(b, '/api/erp/customer', customer).expect(404);
    await del(b, '/api/erp/supplier', supplier).expect(404);
    await del(b, '/api/erp/warehouse', warehouse).expect(404);

    const inUse = await del(a, '/api/erp/category', cat.id).expect(409);
    expect(inUse.body).toEqual({ status: 'CONFLICT', message: 'Category cannot be deleted: it is used by 1 product', data: null });

    // An unlocked order can go; once stock is received the order and its product stay.
    const order = await api.post('/api/erp/purchase-order', { id: 0, supplierId: supplier, warehouseId: warehouse, purchaseDate: today, items: [{ productId: product.id, quantity: 2 }] });
    expect((await del(a, '/api/erp/supplier', supplier).expect(409)).body.message).toBe('Supplier cannot be deleted: it is used by 1 purchase order');
    expect((await del(a, '/api/erp/purchase-order', order.id).expect(200)).body.message).toBe('Purchase order deleted successfully');
    await del(a, '/api/erp/purchase-order', order.id).expect(404);
    const received = await api.stockIn(supplier, [{ productId: product.id, quantity: 2 }], warehouse);
    const locked = await del(a, '/api/erp/purchase-order', received.id).expect(409);
    expect(locked.body.message).toBe('Purchase order locked: stock has been received, so it cannot be deleted');
    await t.http.post('/api/erp/sale-invoice').set(a.headers).send({ customerId: customer, warehouseId: warehouse, items: [{ productId: product.id, quantity: 1 }] }).expect(200);
    expect((await del(a, '/api/erp/product', product.id).expect(409)).body.message)
      .toBe('Product cannot be deleted: it is used by 1 sale invoice, 1 purchase order and 2 stock movements');
    expect((await del(a, '/api/erp/customer', customer).expect(409)).body.message).toBe('Customer cannot be deleted: it is used by 1 sale invoice');
    expect((await del(a, '/api/erp/warehouse', warehouse).expect(409)).body.message)
      .toBe('Warehouse cannot be deleted: it is used by 1 purchase order, 1 sale invoice and 2 stock movements');
    const main = await api.defaultWarehouseId();
    expect((await del(a, '/api/erp/warehouse', main).expect(409)).body.message).toBe('The default warehouse cannot be deleted: make another one the default first');

    // Unused ones go.
    const spareCat = await api.category({ name: 'Spare' });
    const spare = await api.product(spareCat.id, { name: 'Spare Item' });
    await del(a, '/api/erp/product', spare.id).expect(200);
    await del(a, '/api/erp/category', spareCat.id).expect(200);
    await del(a, '/api/erp/customer', (await api.customer({ name: 'Spare Customer' })).id).expect(200);
    await del(a, '/api/erp/supplier', (await api.supplier({ name: 'Spare Supplier' })).id).expect(200);
    await del(a, '/api/erp/warehouse', (await api.warehouse({ name: 'Spare Godown' })).id).expect(200);
    expect((await api.get(`/api/erp/category/all?q=${encodeURIComponent(JSON.stringify({ search: 'Spare' }))}`)).totalRecords).toBe(0);
  });
});
