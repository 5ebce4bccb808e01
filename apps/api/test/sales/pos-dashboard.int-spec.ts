import pg from 'pg';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

describe('POS dashboard', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof trade>;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = trade(t.http, a);
  });
  afterAll(async () => t.close());

  const dashboard = async (s: Session, query = '') => (await t.http.get(`/api/erp/dashboard/pos${query}`).set(s.headers).expect(200)).body.data;

  it('starts at zero for the current month', async () => {
    const d = await dashboard(a);
    expect(d).toMatchObject({
      fromDate: monthStart, categories: 0, products: 0, customers: 0, sales: '0.00', salesCount: 0, tax: '0.00', purchase: '0.00',
      purchaseCount: 0, recentOrders: [], topSellingProducts: [],
    });
    expect(d.toDate.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('counts the masters and computes sales, GST, purchases, recent orders and top sellers from real documents', async () => {
    const supplier = (await api.supplier({ stateId: 27, gstin: GSTINS.MH })).id;
    const cat = (await api.category({ taxPercent: 18 })).id;
    const tea = (await api.product(cat, { name: 'Assam Tea 250 g', mrp: '150', pp: '80', sp: '100', priceIncludesTax: false })).id;
    const sugar = (await api.product(cat, { name: 'Sugar 1 kg', mrp: '60', pp: '40', sp: '50', priceIncludesTax: false })).id;
    const customer = (await api.customer({ name: 'Karnataka Kirana', stateId: 29, gstin: GSTINS.KA })).id;
    await api.stockIn(supplier, [{ productId: tea, quantity: 20, rate: '80' }, { productId: sugar, quantity: 20, rate: '40' }]); // 1600 + 800, +18%
    const first = await api.post('/api/erp/sale-invoice', { customerId: customer, items: [{ productId: tea, quantity: 2 }] }); // 236.00
    const second = await api.post('/api/erp/sale-invoice', { items: [{ productId: sugar, quantity: 5 }, { productId: tea, quantity: 1 }] }); // 350 -> 413.00

    const d = await dashboard(a);
    expect(d).toMatchObject({
      categories: 1, products: 2, customers: 1,
      sales: '649.00', salesCount: 2, tax: '99.00', purchase: '2832.00', purchaseCount: 1,
    });
    expect(d.recentOrders).toEqual([
      { id: second.id, customerName: 'Walk-in Customer', invoiceNumber: second.invoiceNumber, invoiceDate: today, amount: '413.00' },
      { id: first.id, customerName: 'Karnataka Kirana', invoiceNumber: first.invoiceNumber, invoiceDate: today, amount: '236.00' },
    ]);
    expect(d.topSellingProducts).toEqual([
      { productId: sugar, productName: 'Sugar 1 kg', sp: '50.00', totalSales: '5.000', totalAmount: '250.00' },
      { productId: tea, productName: 'Assam Tea 250 g', sp: '100.00', totalSales: '3.000', totalAmount: '300.00' },
    ]);
  });

  it('limits sales and purchases to the chosen date range', async () => {
    // Move one invoice to last year (owner connection): it leaves this month's figures.
    const c = new pg.Client({ connectionString: t.db.ownerUrl });
    await c.connect();
    await c.query(`UPDATE sale_invoices SET invoice_date = invoice_date - interval '1 year' WHERE company_id = $1 AND customer_id IS NOT NULL`, [a.companyId]);
    await c.end();
    const d = await dashboard(a, `?fromDate=${monthStart}&toDate=${today}`);
    expect(d).toMatchObject({ sales: '413.00', salesCount: 1, tax: '63.00', categories: 1 });
    expect(d.recentOrders).toHaveLength(1);
    const lastYear = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const old = await dashboard(a, `?fromDate=${lastYear}&toDate=${lastYear}`);
    expect(old).toMatchObject({ sales: '236.00', salesCount: 1, purchase: '0.00', purchaseCount: 0 });
    expect(old.topSellingProducts).toEqual([expect.objectContaining({ productName: 'Assam Tea 250 g', totalSales: '2.000' })]);
  });

  it.each([
    ['?fromDate=2026-13-01', 'From date must be a valid date'],
    ['?toDate=tomorrow', 'To date must be a valid date'],
    ['?fromDate=2026-11-30&toDate=2026-11-01', 'From date must be on or before To date'],
  ])('refuses %s with "%s"', async (query, message) => {
    const res = await t.http.get(`/api/erp/dashboard/pos${query}`).set(a.headers).expect(400);
    expect(res.body.message).toBe(message);
  });

  it("shows a company only its own figures", async () => {
    const d = await dashboard(b);
    expect(d).toMatchObject({ categories: 0, products: 0, customers: 0, sales: '0.00', purchase: '0.00', recentOrders: [], topSellingProducts: [] });
    await t.http.get('/api/erp/dashboard/pos').expect(401);
  });
});
