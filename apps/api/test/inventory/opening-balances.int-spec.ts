import { parsePaise } from '@bizdesk/shared';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trade } from './trade-fixtures.js';

/** Issue 27 item 4: a business moving from Tally, Vyapar or paper starts with its balances. */
describe('opening balances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('posts one journal against Opening Balance Equity; parties outstanding and the valuation include the openings; editing replaces them', async () => {
    const s = await activeCompany(t.http);
    const api = trade(t.http, s);
    const put = (body: object) => t.http.put('/api/erp/opening-balance').set(s.headers).send(body);
    const empty = await api.get('/api/erp/opening-balance');
    expect(empty).toMatchObject({ isEmpty: true, accounts: [], difference: '0.00', groupTransactionId: null, locked: false });
    const asOf = empty.asOfDate;
    const accounts: { id: number; name: string }[] = await api.get('/api/erp/coa-account/select');
    const id = (name: string) => accounts.find((a) => a.name === name)!.id;
    const customer = (await api.customer({ name: 'Sharma Electricals' })).id;
    const supplier = (await api.supplier({ name: 'Lamington Road Traders' })).id;
    const cat = (await api.category({ taxPercent: 18 })).id;
    const phone = (await api.product(cat, { name: 'Feature Phone', pp: '1000', sp: '1200', mrp: '1500' })).id;
    const warehouse = await api.defaultWarehouseId();

    const res = await put({
      accounts: [{ accountId: id('Cash'), debit: ' 50000 ' }, { accountId: id('Bank Account'), debit: '1,00,000.50' }, { accountId: id("Owner's Capital"), credit: '1,20,000' }],
      customers: [{ customerId: customer, amount: '2,990' }],
      suppliers: [{ supplierId: supplier, amount: '40,000' }],
      stock: [{ productId: phone, warehouseId: warehouse, quantity: '10', unitCost: '1,000' }],
    }).expect(200);
    expect(res.body.message).toBe('Opening balances saved successfully');
    // Debits 50,000 + 1,00,000.50 + 2,990 + 10,000 = 1,62,990.50; credits 1,20,000 + 40,000: 2,990.50 to Opening Balance Equity.
    expect(res.body.data).toMatchObject({ asOfDate: asOf, totalDebit: '162990.50', totalCredit: '160000.00', difference: '2990.50', isEmpty: false });
    const tb = await api.get(`/api/erp/account/reports/trial-balance?fromDate=2000-01-01&toDate=${asOf}`);
    expect(tb.balanced).toBe(true);
    const closing = (name: string) => {
      const r = tb.rows.find((x: { name: string }) => x.name === name);
      return r ? parsePaise(r.closingDebit) - parsePaise(r.closingCredit) : 0;
    };
    expect([closing('Cash'), closing('Stock in Hand'), closing('Accounts Receivable'), closing('Accounts Payable'), closing('Opening Balance Equity')])
      .toEqual([5000000, 1000000, 299000, -4000000, -299050]);
    expect((await api.get('/api/erp/customer')).list.find((c: { id: number }) => c.id === customer).outstanding).toBe('2990.00');
    expect((await api.get('/api/erp/supplier')).list.find((c: { id: number }) => c.id === supplier).outstanding).toBe('40000.00');
    const valuation = await api.get(`/api/erp/stock/valuation?asOf=${asOf}`);
    expect(valuation).toMatchObject({ totalValue: '10000.00', rows: [expect.objectContaining({ productId: phone, quantity: '10.000', averageCost: '1000.00' })] });
    expect(await api.onHand(phone, warehouse)).toBe('10.000');

    // Edited: the stock is now 8 at 950, the customer is gone; everything is replaced, nothing doubled.
    const edited = await put({
      accounts: [{ accountId: id('Cash'), debit: '50000' }], stock: [{ productId: phone, warehouseId: warehouse, quantity: 8, unitCost: '950' }],
    }).expect(200);
    expect(edited.body.data).toMatchObject({ difference: '57600.00', customers: [], suppliers: [] });
    const tb2 = await api.get(`/api/erp/account/reports/trial-balance?fromDate=2000-01-01&toDate=${asOf}`);
    expect(tb2.balanced).toBe(true);
    expect((await api.get('/api/erp/customer')).list.find((c: { id: number }) => c.id === customer).outstanding).toBe('0.00');
    expect(await api.onHand(phone, warehouse)).toBe('8.000');
    expect((await api.get(`/api/erp/stock/valuation?asOf=${asOf}`)).totalValue).toBe('7600.00');
    const stockRow = tb2.rows.find((x: { name: string }) => x.name === 'Stock in Hand');
    expect(stockRow.closingDebit).toBe('7600.00');

    // Refusals in the spec's manner.
    expect((await put({ accounts: [{ accountId: id('Cash'), debit: '10', credit: '5' }] }).expect(400)).body.message)
      .toBe('An account opens with a debit or a credit, not both');
    expect((await put({ accounts: [{ accountId: id('Stock in Hand'), debit: '10' }] }).expect(400)).body.message)
      .toBe('Enter customers, suppliers and stock in their own sections, not as account balances');
    expect((await put({ customers: [{ customerId: 99999999, amount: '10' }] }).expect(404)).body.message).toBe('Customer not found');
    expect((await put({ stock: [{ productId: phone, warehouseId: warehouse, quantity: '-1', unitCost: '10' }] }).expect(400)).body.message)
      .toBe('Quantity must be greater than 0 with at most 3 decimals');
    // A refused save changed nothing.
    expect((await api.get('/api/erp/opening-balance')).difference).toBe('57600.00');
  });
  it('can be edited until the first financial year is locked, then refuses with the reason', async () => {
    const s = await activeCompany(t.http);
    const api = trade(t.http, s);
    const put = (body: object) => t.http.put('/api/erp/opening-balance').set(s.headers).send(body);
    const cash = (await api.get('/api/erp/coa-account/select')).find((a: { name: string }) => a.name === 'Cash').id;
    await put({ accounts: [{ accountId: cash, debit: '10,000' }] }).expect(200);
    await put({ accounts: [{ accountId: cash, debit: '12,000' }] }).expect(200);
    const [first] = (await api.get('/api/erp/financial-year?sort=startDate,asc')).list;
    await api.post('/api/erp/financial-year', {
      id: first.id, name: first.name, startDate: first.startDate, endDate: first.endDate, isActive: first.isActive, isLocked: true,
    });
    expect(await api.get('/api/erp/opening-balance')).toMatchObject({ locked: true, totalDebit: '12000.00' });
    const refused = await put({ accounts: [{ accountId: cash, debit: '15,000' }] }).expect(409);
    expect(refused.body.message).toBe(`Opening balances can no longer change: ${first.name} is locked`);
    expect((await api.get('/api/erp/opening-balance')).totalDebit).toBe('12000.00');
  });
});
