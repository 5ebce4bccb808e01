import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trade } from './trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Issue 10 item 10: transfers between warehouses and adjustments with a reason, both in the stock ledger. */
describe('stock transfers and adjustments', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof trade>;
  let main: number;
  let shop: number;
  let rice: number;
  let dal: number;
  const year = (() => {
    const d = new Date(Date.now() + 330 * 60_000);
    const start = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
    return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
  })();
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const transfer = (s: Session, body: object) => t.http.post('/api/erp/stock/transfer').set(s.headers).send(body);
  const adjust = (s: Session, body: object) => t.http.post('/api/erp/stock/adjustment').set(s.headers).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = trade(t.http, a);
    main = await api.defaultWarehouseId();
    shop = (await api.warehouse({ name: 'Shop Floor' })).id;
    const cat = (await api.category({ taxPercent: 5 })).id;
    rice = (await api.product(cat, { name: 'Basmati Rice 1 kg', mrp: '120', pp: '80', sp: '110' })).id;
    dal = (await api.product(cat, { name: 'Toor Dal 1 kg', mrp: '150', pp: '100', sp: '140' })).id;
    await api.stockIn((await api.supplier()).id, [{ productId: rice, quantity: 20 }, { productId: dal, quantity: 10 }]);
  });
  afterAll(async () => t.close());

  it('moves stock between warehouses: out of one, into the other, numbered, both sides in the ledger', async () => {
    const res = await transfer(a, { fromWarehouseId: main, toWarehouseId: shop, note: 'Weekend rush', items: [{ productId: rice, quantity: '7.5' }, { productId: dal, quantity: 4 }] })
      .expect(200);
    expect(res.body.message).toBe(`Stock transferred: TRF/${year}/00001`);
    expect(res.body.data).toMatchObject({
      transferNumber: `TRF/${year}/00001`, transferDate: today, fromWarehouseName: 'Main Warehouse', toWarehouseName: 'Shop Floor', note: 'Weekend rush',
    });
    expect(res.body.data.lines).toEqual([
      { productId: rice, productName: 'Basmati Rice 1 kg', warehouseId: main, warehouseName: 'Main Warehouse', quantity: '-7.500', balance: '12.500' },
      { productId: dal, productName: 'Toor Dal 1 kg', warehouseId: main, warehouseName: 'Main Warehouse', quantity: '-4.000', balance: '6.000' },
      { productId: rice, productName: 'Basmati Rice 1 kg', warehouseId: shop, warehouseName: 'Shop Floor', quantity: '7.500', balance: '7.500' },
      { productId: dal, productName: 'Toor Dal 1 kg', warehouseId: shop, warehouseName: 'Shop Floor', quantity: '4.000', balance: '4.000' },
    ]);
    expect(await api.onHand(rice, main)).toBe('12.500');
    expect(await api.onHand(rice, shop)).toBe('7.500');

    const out = await api.get(`/api/erp/stock/ledger?productId=${rice}&warehouseId=${main}`);
    expect(out.list[0]).toMatchObject({
      date: today, movementType: 'TRANSFER_OUT', document: `TRF/${year}/00001`, quantityIn: '0.000', quantityOut: '7.500', balance: '12.500', note: 'Weekend rush',
    });
    const into = await api.get(`/api/erp/stock/ledger?productId=${rice}&warehouseId=${shop}`);
    expect(into.list).toEqual([expect.objectContaining({ movementType: 'TRANSFER_IN', document: `TRF/${year}/00001`, quantityIn: '7.500', quantityOut: '0.000', balance: '7.500' })]);
  });

  it('refuses to move more than is on hand and leaves nothing behind, not even a number', async () => {
    const res = await transfer(a, { fromWarehouseId: shop, toWarehouseId: main, items: [{ productId: dal, quantity: 1 }, { productId: rice, quantity: 8 }] }).expect(400);
    expect(res.body.message).toBe('Insufficient stock for Basmati Rice 1 kg: 7.5 in stock');
    expect(await api.onHand(dal, shop)).toBe('4.000');
    expect((await api.get(`/api/erp/stock/ledger?warehouseId=${shop}`)).totalRecords).toBe(2);
    const next = await transfer(a, { fromWarehouseId: shop, toWarehouseId: main, items: [{ productId: dal, quantity: 1 }] }).expect(200);
    expect(next.body.data.transferNumber).toBe(`TRF/${year}/00002`);
  });

  it.each([
    [{}, 'Please select the warehouse to move from'],
    [{ fromWarehouseId: 1 }, 'Please select the warehouse to move to'],
    [{ fromWarehouseId: 1, toWarehouseId: 2 }, 'Add at least one item'],
    [{ fromWarehouseId: 1, toWarehouseId: 2, items: [] }, 'Add at least one item'],
    [{ fromWarehouseId: 1, toWarehouseId: 2, items: [{ productId: 1 }] }, 'Quantity is required'],
    [{ fromWarehouseId: 1, toWarehouseId: 2, items: [{ productId: 1, quantity: '0' }] }, 'Quantity must be greater than 0 with at most 3 decimals'],
    [{ fromWarehouseId: 1, toWarehouseId: 2, items: [{ productId: 1, quantity: '1.2345' }] }, 'Quantity must be greater than 0 with at most 3 decimals'],
    [{ fromWarehouseId: 1, toWarehouseId: 2, items: [{ quantity: 1 }] }, 'Please select product'],
  ])('answers the field message for a bad transfer %j', async (body, message) => {
    expect((await transfer(a, body).expect(400)).body.message).toBe(message);
  });

  it('refuses a transfer into the same warehouse, and another company\'s warehouse or product as unknown', async () => {
    expect((await transfer(a, { fromWarehouseId: main, toWarehouseId: main, items: [{ productId: rice, quantity: 1 }] }).expect(400)).body.message)
      .toBe('Choose two different warehouses');
    const theirs = await trade(t.http, b).defaultWarehouseId();
    expect((await transfer(a, { fromWarehouseId: main, toWarehouseId: theirs, items: [{ productId: rice, quantity: 1 }] }).expect(404)).body.message)
      .toBe('Warehouse not found');
    const bWarehouse = (await trade(t.http, b).warehouse({ name: 'B Shop' })).id;
    const res = await transfer(b, { fromWarehouseId: theirs, toWarehouseId: bWarehouse, items: [{ productId: rice, quantity: 1 }] }).expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message: 'Product not found', data: null });
    expect(await api.onHand(rice, main)).toBe('12.500');
  });

  it('adjusts stock with a reason: signed quantities, numbered, in the ledger with the reason', async () => {
    const res = await adjust(a, { warehouseId: main, reason: 'Two bags torn in the godown', items: [{ productId: rice, quantity: '-2' }, { productId: dal, quantity: '+1.5' }] })
      .expect(200);
    expect(res.body.message).toBe(`Stock adjusted: ADJ/${year}/00001`);
    expect(res.body.data).toMatchObject({ adjustmentNumber: `ADJ/${year}/00001`, adjustmentDate: today, warehouseName: 'Main Warehouse', reason: 'Two bags torn in the godown' });
    expect(res.body.data.lines).toEqual([
      expect.objectContaining({ productId: rice, quantity: '-2.000', balance: '10.500' }),
      expect.objectContaining({ productId: dal, quantity: '1.500', balance: '8.500' }),
    ]);
    const ledger = await api.get(`/api/erp/stock/ledger?productId=${rice}&warehouseId=${main}`);
    expect(ledger.list[0]).toMatchObject({
      movementType: 'ADJUSTMENT', document: `ADJ/${year}/00001`, quantityIn: '0.000', quantityOut: '2.000', balance: '10.500', note: 'Two bags torn in the godown',
    });
    // The ledger's document search finds it.
    const found = await api.get(`/api/erp/stock/ledger?q=${encodeURIComponent(JSON.stringify({ search: 'ADJ/' }))}`);
    expect(found.totalRecords).toBe(2);
  });

  it.each([
    [{ warehouseId: 1, items: [{ productId: 1, quantity: '-1' }] }, 'Reason is required'],
    [{ warehouseId: 1, reason: '   ', items: [{ productId: 1, quantity: '-1' }] }, 'Reason is required'],
    [{ warehouseId: 1, reason: 'x'.repeat(301), items: [{ productId: 1, quantity: '-1' }] }, 'Reason must be at most 300 characters'],
    [{ reason: 'Count', items: [{ productId: 1, quantity: '-1' }] }, 'Please select warehouse'],
    [{ warehouseId: 1, reason: 'Count', items: [{ productId: 1, quantity: '0' }] },
      'Quantity must be a positive or negative number with at most 3 decimals (negative takes stock out)'],
    [{ warehouseId: 1, reason: 'Count', items: [{ productId: 1, quantity: '-1.0001' }] },
      'Quantity must be a positive or negative number with at most 3 decimals (negative takes stock out)'],
  ])('answers the field message for a bad adjustment %j', async (body, message) => {
    expect((await adjust(a, body).expect(400)).body.message).toBe(message);
  });

  it('refuses an adjustment that takes out more than is on hand, or names a product twice', async () => {
    const res = await adjust(a, { warehouseId: shop, reason: 'Count', items: [{ productId: dal, quantity: '-4' }] }).expect(400);
    expect(res.body.message).toBe('Insufficient stock for Toor Dal 1 kg: 3 in stock');
    const twice = await adjust(a, { warehouseId: shop, reason: 'Count', items: [{ productId: dal, quantity: '-1' }, { productId: dal, quantity: '2' }] }).expect(400);
    expect(twice.body.message).toBe('A product may appear only once in an adjustment');
    expect(await api.onHand(dal, shop)).toBe('3.000');
  });

  it('goes below zero when the company allows negative stock', async () => {
    await api.post('/api/erp/inventory-setting', { stateId: null, allowNegativeStock: true });
    await adjust(a, { warehouseId: shop, reason: 'Sold before the count', items: [{ productId: dal, quantity: '-5' }] }).expect(200);
    expect(await api.onHand(dal, shop)).toBe('-2.000');
    await api.post('/api/erp/inventory-setting', { stateId: null, allowNegativeStock: false });
  });

  it("keeps tenants apart: B's ledger has none of A's transfers or adjustments, and B's numbering starts at 1", async () => {
    const bApi = trade(t.http, b);
    expect((await bApi.get('/api/erp/stock/ledger')).totalRecords).toBe(0);
    const bMain = await bApi.defaultWarehouseId();
    const bCat = (await bApi.category()).id;
    const bOil = (await bApi.product(bCat, { name: 'Groundnut Oil' })).id;
    const res = await adjust(b, { warehouseId: bMain, reason: 'Opening count', items: [{ productId: bOil, quantity: 3 }] }).expect(200);
    expect(res.body.data.adjustmentNumber).toBe(`ADJ/${year}/00001`);
    expect((await adjust(b, { warehouseId: main, reason: 'Count', items: [{ productId: bOil, quantity: 1 }] }).expect(404)).body.message).toBe('Warehouse not found');
  });
});
