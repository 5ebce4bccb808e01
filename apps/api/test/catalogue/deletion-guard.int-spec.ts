import { DeletionGuard } from '../../src/core/deletion-guard/index.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/**
 * Issue 25 (rooms): the modules whose rows point at a master register those usages with the deletion guard,
 * and the refusals read word for word as before, whichever module the usages come from.
 */
describe('deletion guard: usages registered by the modules that hold them', () => {
  let t: TestApp;
  let a: Session;
  let api: ReturnType<typeof trade>;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const del = (s: Session, path: string, id: number) => t.http.delete(`${path}?id=${id}`).set(s.headers);

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = trade(t.http, a);
  });
  afterAll(async () => t.close());

  it('holds, per record, the usages of the modules that point at it, in the order of the messages', () => {
    const guard = t.app.get(DeletionGuard);
    const usages = (record: string) => guard.usagesOf(record).map((u) => u.plural);
    expect(usages('Product')).toEqual(['sale invoices', 'purchase orders', 'stock movements']);
    expect(usages('Warehouse')).toEqual(['purchase orders', 'sale invoices', 'stock movements']);
    expect(usages('Customer')).toEqual(['sale invoices', 'income records', 'receipts']);
    expect(usages('Supplier')).toEqual(['purchase orders', 'expenses', 'payments against its opening balance']);
    expect(usages('Category')).toEqual(['products']);
  });

  it("names a customer's invoices, income records and receipts, and a supplier's orders and expenses", async () => {
    const accounts = (await t.http.get('/api/erp/coa-account/select').set(a.headers).expect(200)).body.data;
    const cash = accounts.find((x: { name: string }) => x.name === 'Cash').id;
    const incomeCategory = (await t.http.get('/api/erp/income-category/select').set(a.headers).expect(200)).body.data[0].id;
    const expenseCategory = (await t.http.get('/api/erp/expense-category/select').set(a.headers).expect(200)).body.data[0].id;
    const cat = await api.category({ taxPercent: 5 });
    const product = await api.product(cat.id, { name: 'Guarded Rice', mrp: '100', pp: '40', sp: '80' });
    const supplier = (await api.supplier({ name: 'Guarded Supplier' })).id;
    const customer = (await api.customer({ name: 'Guarded Customer', creditLimit: '1000' })).id;
    await api.stockIn(supplier, [{ productId: product.id, quantity: 5 }]);

    await t.http.post('/api/erp/sale-invoice').set(a.headers)
      .send({ customerId: customer, paymentMode: 'CREDIT', items: [{ productId: product.id, quantity: 1 }] }).expect(200);
    expect((await del(a, '/api/erp/customer', customer).expect(409)).body.message).toBe('Customer cannot be deleted: it is used by 1 sale invoice');
    await t.http.post('/api/erp/income').set(a.headers)
      .send({ id: 0, incomeCategoryId: incomeCategory, title: 'Guarded income', amount: '10', incomeDate: today, receivedIntoAccountId: cash, customerId: customer })
      .expect(200);
    await t.http.post('/api/erp/customer-receipt').set(a.headers).send({ customerId: customer, amount: '20' }).expect(200);
    expect((await del(a, '/api/erp/customer', customer).expect(409)).body)
      .toEqual({ status: 'CONFLICT', message: 'Customer cannot be deleted: it is used by 1 sale invoice, 1 income record and 1 receipt', data: null });

    await t.http.post('/api/erp/expense').set(a.headers)
      .send({ id: 0, expenseCategoryId: expenseCategory, title: 'Guarded expense', amount: '30', expenseDate: today, paymentAccountId: cash, supplierId: supplier })
      .expect(200);
    expect((await del(a, '/api/erp/supplier', supplier).expect(409)).body.message)
      .toBe('Supplier cannot be deleted: it is used by 1 purchase order and 1 expense');
  });

  it("removes a deleted product's zero stock rows with it (inventory's followers of the product)", async () => {
    const cat = await api.category();
    const product = await api.product(cat.id, { name: 'Never Moved' });
    const warehouseId = await api.defaultWarehouseId();
    const runner = t.app.get(TenantRunner);
    await runner.runAsCompany(a.companyId, (m) =>
      m.query(`INSERT INTO stock_levels (company_id, product_id, warehouse_id, quantity) VALUES ($1, $2, $3, 0)`, [a.companyId, product.id, warehouseId]));

    await del(a, '/api/erp/product', product.id).expect(200);
    const left = await runner.runAsCompany(a.companyId, (m) =>
      m.query(`SELECT count(*)::int AS n FROM stock_levels WHERE company_id = $1 AND product_id = $2`, [a.companyId, product.id]));
    expect(left[0].n).toBe(0);
  });
});
