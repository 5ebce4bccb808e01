import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/**
 * Every catalogue, parties, inventory and sales endpoint with company B's token against company A's
 * records: edits and reads by id answer 404 with a plain message, lists and options never contain
 * A's ids, and A's records are unchanged afterwards.
 */
describe('tenant isolation matrix: catalogue, parties, inventory, sales', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  const A: Record<string, number> = {};
  const B: Record<string, number> = {};
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

  async function seed(s: Session, into: Record<string, number>) {
    const api = trade(t.http, s);
    into.category = (await api.category()).id;
    into.product = (await api.product(into.category)).id;
    into.customer = (await api.customer()).id;
    into.supplier = (await api.supplier()).id;
    into.warehouse = await api.defaultWarehouseId();
    into.order = (await api.post('/api/erp/purchase-order', { id: 0, supplierId: into.supplier, warehouseId: into.warehouse, purchaseDate: today, items: [{ productId: into.product, quantity: 5 }] })).id;
    into.received = (await api.stockIn(into.supplier, [{ productId: into.product, quantity: 10 }])).id;
    into.invoice = (await api.post('/api/erp/sale-invoice', { customerId: into.customer, items: [{ productId: into.product, quantity: 1 }] })).id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    await seed(a, A);
    await seed(b, B);
  });
  afterAll(async () => t.close());

  const writes: [string, string, () => Record<string, unknown>, string][] = [
    ['edit category', '/api/erp/category', () => ({ id: A.category, name: 'Taken', taxPercent: 5 }), 'Category not found'],
    ['edit product', '/api/erp/product', () => ({ id: A.product, name: 'Taken', categoryId: B.category, mrp: 10, pp: 5, sp: 8 }), 'Product not found'],
    ['product in A category', '/api/erp/product', () => ({ id: 0, name: 'Sneaky', categoryId: A.category, mrp: 10, pp: 5, sp: 8 }), 'Category not found'],
    ['edit customer', '/api/erp/customer', () => ({ id: A.customer, name: 'Taken', stateId: 27 }), 'Customer not found'],
    ['edit supplier', '/api/erp/supplier', () => ({ id: A.supplier, name: 'Taken', stateId: 27 }), 'Supplier not found'],
    ['edit warehouse', '/api/erp/warehouse', () => ({ id: A.warehouse, name: 'Taken', isDefault: true }), 'Warehouse not found'],
    ['edit purchase order', '/api/erp/purchase-order', () => ({ id: A.order, supplierId: B.supplier, warehouseId: B.warehouse, purchaseDate: today, items: [{ productId: B.product, quantity: 1 }] }), 'Purchase order not found'],
    ['order from A supplier', '/api/erp/purchase-order', () => ({ id: 0, supplierId: A.supplier, warehouseId: B.warehouse, purchaseDate: today, items: [{ productId: B.product, quantity: 1 }] }), 'Supplier not found'],
    ['order into A warehouse', '/api/erp/purchase-order', () => ({ id: 0, supplierId: B.supplier, warehouseId: A.warehouse, purchaseDate: today, items: [{ productId: B.product, quantity: 1 }] }), 'Warehouse not found'],
    ['order of A product', '/api/erp/purchase-order', () => ({ id: 0, supplierId: B.supplier, warehouseId: B.warehouse, purchaseDate: today, items: [{ productId: A.product, quantity: 1 }] }), 'Product not found'],
    ['receive A order', '/api/erp/purchase-order/receive', () => ({ purchaseOrderId: A.order }), 'Purchase order not found'],
    ['receive into A warehouse', '/api/erp/purchase-order/receive', () => ({ purchaseOrderId: B.order, warehouseId: A.warehouse }), 'Warehouse not found'],
    ['pay A order', '/api/erp/purchase-order/payment', () => ({ purchaseOrderId: A.order, amount: 1 }), 'Purchase order not found'],
    ['stock entry into A warehouse', '/api/erp/stock-entry', () => ({ supplierId: B.supplier, warehouseId: A.warehouse, items: [{ productId: B.product, quantity: 1 }] }), 'Warehouse not found'],
    ['stock entry from A supplier', '/api/erp/stock-entry', () => ({ supplierId: A.supplier, items: [{ productId: B.product, quantity: 1 }] }), 'Supplier not found'],
    ['sell A product', '/api/erp/sale-invoice', () => ({ items: [{ productId: A.product, quantity: 1 }] }), 'Product not found'],
    ['bill A customer', '/api/erp/sale-invoice', () => ({ customerId: A.customer, items: [{ productId: B.product, quantity: 1 }] }), 'Customer not found'],
  ];

  it.each(writes)('%s: 404 "%s"', async (_name, path, body, message) => {
    const res = await t.http.post(path).set(b.headers).send(body()).expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message, data: null });
  });

  it.each([
    ['/api/erp/purchase-order/:order', 'Purchase order not found'],
    ['/api/erp/sale-invoice/:invoice', 'Invoice not found'],
  ])('GET %s of A: 404 "%s"', async (path, message) => {
    const url = path.replace(/:(\w+)/, (_m, key: string) => String(A[key]));
    const res = await t.http.get(url).set(b.headers).expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message, data: null });
  });

  it.each([
    ['/api/erp/category/all', 'category'],
    ['/api/erp/category/select', 'category'],
    ['/api/erp/product', 'product'],
    ['/api/erp/product/select', 'product'],
    [`/api/erp/product?categoryId=:category`, 'product'],
    ['/api/erp/customer', 'customer'],
    ['/api/erp/customer/select', 'customer'],
    ['/api/erp/supplier', 'supplier'],
    ['/api/erp/supplier/select', 'supplier'],
    ['/api/erp/warehouse', 'warehouse'],
    ['/api/erp/warehouse/select', 'warehouse'],
    ['/api/erp/purchase-order', 'order'],
    ['/api/erp/purchase-order/select', 'order'],
    ['/api/erp/sale-invoice', 'invoice'],
  ])("B's %s never lists A's %s", async (path, key) => {
    const url = path.replace(/:(\w+)/, (_m, k: string) => String(A[k]));
    const data = (await t.http.get(url).set(b.headers).expect(200)).body.data;
    const rows: { id: number }[] = Array.isArray(data) ? data : data.list;
    expect(rows.map((r) => r.id)).not.toContain(A[key]);
  });

  it("B's stock, POS context and dashboard hold nothing of A's", async () => {
    const stock = (await t.http.get(`/api/erp/stock?productId=${A.product}`).set(b.headers).expect(200)).body.data;
    expect(stock.list).toEqual([]);
    const byWarehouse = (await t.http.get(`/api/erp/stock?warehouseId=${A.warehouse}`).set(b.headers).expect(200)).body.data;
    expect(byWarehouse.list).toEqual([]);
    const context = (await t.http.get('/api/erp/sale-invoice/context').set(b.headers).expect(200)).body.data;
    expect(context.stock.map((s: { productId: number }) => s.productId)).toEqual([B.product]);
    const dash = (await t.http.get('/api/erp/dashboard/pos').set(b.headers).expect(200)).body.data;
    expect(dash).toMatchObject({ categories: 1, products: 1, customers: 1, salesCount: 1 });
    expect(dash.recentOrders.map((o: { id: number }) => o.id)).toEqual([B.invoice]);
    const settings = (await t.http.get('/api/erp/inventory-setting').set(b.headers).expect(200)).body.data;
    expect(settings.allowNegativeStock).toBe(false);
  });

  it("A's records are unchanged after all of B's attempts", async () => {
    const api = trade(t.http, a);
    const order = await api.get(`/api/erp/purchase-order/${A.order}`);
    expect(order).toMatchObject({ isLocked: false, paidAmount: '0.00', warehouseId: A.warehouse });
    expect((await api.get('/api/erp/warehouse/select')).find((w: { id: number }) => w.id === A.warehouse).isDefault).toBe(true);
    expect((await api.get('/api/erp/category/all')).list[0].name).not.toBe('Taken');
    expect(await api.onHand(A.product, A.warehouse)).toBe('9.000');
    expect((await api.get('/api/erp/sale-invoice')).totalRecords).toBe(1);
  });

  it('every endpoint refuses a CompanyId header that is not the token\'s company (403)', async () => {
    const mixed = { Authorization: b.headers.Authorization, CompanyId: String(a.companyId) };
    for (const path of ['/api/erp/category/all', '/api/erp/product', '/api/erp/customer', '/api/erp/supplier', '/api/erp/warehouse',
      '/api/erp/purchase-order', '/api/erp/stock', '/api/erp/sale-invoice', '/api/erp/dashboard/pos', '/api/erp/master/states']) {
      await t.http.get(path).set(mixed).expect(403);
    }
  });
});
