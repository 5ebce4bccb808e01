import { parsePaise } from '@bizdesk/shared';
import pg from 'pg';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, journalOf, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/**
 * Issue 10 (a): what a customer, an auditor or the GST portal would notice on an invoice.
 * Company A is a registered trader in Maharashtra (GSTIN 27...).
 */
describe('GST invoices a shop and its accountant can rely on', () => {
  let t: TestApp;
  let a: Session;
  let api: ReturnType<typeof trade>;
  let supplier: number;
  let drinks: number;
  let stationery: number;
  const year = (() => {
    const d = new Date(Date.now() + 330 * 60_000);
    const start = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
    return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
  })();
  const checkout = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/sale-invoice').set(s.headers).send(body);

  async function owner<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: t.db.ownerUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = trade(t.http, a);
    supplier = (await api.supplier({ name: 'Pune Wholesale', stateId: 27, gstin: GSTINS.MH })).id;
    drinks = (await api.category({ name: 'Aerated Drinks', taxPercent: 28, hsn: '2202', cessApplicable: true, cessType: 'PERCENT', cessValue: 12 })).id;
    stationery = (await api.category({ name: 'Stationery', taxPercent: 18, hsn: '9608' })).id;
  });
  afterAll(async () => t.close());

  async function stocked(categoryId: number, body: Record<string, unknown>, quantity = 50): Promise<number> {
    const id = (await api.product(categoryId, body)).id;
    await api.stockIn(supplier, [{ productId: id, quantity }]);
    return id;
  }

  it('bills a retail product at its tax-inclusive price, never above MRP (Cola, MRP ₹40)', async () => {
    const cola = await stocked(drinks, { name: 'Cola 600 ml', mrp: '40', pp: '25', sp: '40' });
    expect((await api.get(`/api/erp/product?q=${encodeURIComponent(JSON.stringify({ search: 'Cola 600' }))}`)).list[0])
      .toMatchObject({ priceIncludesTax: true, followCategoryTax: true, taxPercent: 28 });
    const inv = (await checkout(a, { items: [{ productId: cola, quantity: 3 }] }).expect(200)).body.data;
    // ₹120 = taxable 85.71 + CGST 12.00 + SGST 12.00 + cess 10.29; the old code billed ₹49.00 a bottle.
    expect(inv).toMatchObject({ totalAmount: '120.00', roundOff: '0.00', taxableAmount: '85.71', cgstAmount: '12.00', sgstAmount: '12.00', cessAmount: '10.29' });
    expect(inv.items[0]).toMatchObject({ rate: '40.00', priceIncludesTax: true, totalAmount: '120.00' });
    expect(await journalOf(t.app, a.companyId, 'SALE', inv.id)).toEqual({
      CASH: { debit: '120.00', credit: '0.00' }, SALES: { debit: '0.00', credit: '85.71' }, OUTPUT_GST: { debit: '0.00', credit: '34.29' },
      // Perpetual inventory (issue 27): three bottles at their cost of 25.
      COGS: { debit: '75.00', credit: '0.00' }, STOCK: { debit: '0.00', credit: '75.00' },
    });
  });

  it('refuses a tax-exclusive price whose tax would take it above MRP', async () => {
    const res = await t.http.post('/api/erp/product').set(a.headers)
      .send({ id: 0, name: 'Cola B2B', categoryId: drinks, mrp: '40', pp: '25', sp: '40', priceIncludesTax: false }).expect(400);
    expect(res.body.message).toBe('Selling Price plus GST and CESS cannot be more than MRP');
  });

  it('computes CGST and SGST each on its own: equal on every line and in the totals (₹29.97 at 18%)', async () => {
    const pen = await stocked(stationery, { name: 'Fountain Pen', mrp: '40', pp: '20', sp: '29.97', priceIncludesTax: false });
    const inv = (await checkout(a, { items: [{ productId: pen, quantity: 1 }] }).expect(200)).body.data;
    expect(inv.items[0]).toMatchObject({ taxableAmount: '29.97', cgstAmount: '2.70', sgstAmount: '2.70', gstAmount: '5.40' });
    // 29.97 + 5.40 = 35.37, rounded to ₹35.00 with a Round Off of -0.37 posted to the Round Off account.
    expect(inv).toMatchObject({ cgstAmount: '2.70', sgstAmount: '2.70', roundOff: '-0.37', totalAmount: '35.00', amountInWords: 'Rupees Thirty Five Only' });
    expect(await journalOf(t.app, a.companyId, 'SALE', inv.id)).toEqual({
      CASH: { debit: '35.00', credit: '0.00' }, SALES: { debit: '0.00', credit: '29.97' }, OUTPUT_GST: { debit: '0.00', credit: '5.40' },
      ROUND_OFF: { debit: '0.37', credit: '0.00' }, COGS: { debit: '20.00', credit: '0.00' }, STOCK: { debit: '0.00', credit: '20.00' },
    });
  });

  it('charges IGST by the place of supply: the customer\'s state, else the company\'s for a walk-in', async () => {
    const pad = await stocked(stationery, { name: 'Notepad', mrp: '59', pp: '20', sp: '59' });
    const outside = (await api.customer({ name: 'Mysuru Traders', stateId: 29, gstin: GSTINS.KA })).id;
    const inter = (await checkout(a, { customerId: outside, items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data;
    expect(inter).toMatchObject({ placeOfSupply: 'Karnataka (29)', intraState: false, igstAmount: '9.00', cgstAmount: '0.00', taxableAmount: '50.00', totalAmount: '59.00' });
    const walkIn = (await checkout(a, { items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data;
    expect(walkIn).toMatchObject({ placeOfSupply: 'Maharashtra (27)', intraState: true, cgstAmount: '4.50', sgstAmount: '4.50', igstAmount: '0.00' });
  });

  it('keeps the seller and buyer blocks as issued when the profiles change later', async () => {
    const pad = await stocked(stationery, { name: 'Sketch Book', mrp: '100', pp: '50', sp: '100' });
    const customer = (await api.customer({ name: 'Shree Stores', stateId: 27, gstin: '27AAACR5055K1Z7', addressLine1: '22 Laxmi Road', city: 'Pune', pincode: '411030' })).id;
    const before = (await checkout(a, { customerId: customer, items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data;
    const company = await api.get('/api/erp/company/profile');
    expect(before.supplier).toMatchObject({ name: company.name, address: company.address, gstin: company.gstin, stateWithCode: 'Maharashtra (27)' });
    await owner((db) => db.query(`UPDATE companies SET name = 'Renamed Traders', address = '1 New Market Road, Nashik' WHERE id = $1`, [a.companyId]));
    await api.post('/api/erp/customer', { id: customer, name: 'Shree Stores LLP', stateId: 27, gstin: '27AAACR5055K1Z7', addressLine1: '9 MG Road', city: 'Pune', pincode: '411001' });
    const again = await api.get(`/api/erp/sale-invoice/${before.id}`);
    expect(again.supplier).toEqual(before.supplier);
    expect(again.customer).toEqual(before.customer);
    const after = (await checkout(a, { items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data;
    expect(after.supplier).toMatchObject({ name: 'Renamed Traders', address: '1 New Market Road, Nashik' });
  });

  it('numbers invoices gap-free per company and year in at most 16 characters, also past 99,999', async () => {
    const pad = await stocked(stationery, { name: 'Eraser', mrp: '5', pp: '2', sp: '5' }, 10);
    const first = (await checkout(a, { items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data.invoiceNumber;
    const n = Number(first.split('/')[2]);
    // A refused sale (not enough stock) gives its number back.
    await checkout(a, { items: [{ productId: pad, quantity: 100 }] }).expect(400);
    const next = (await checkout(a, { items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data.invoiceNumber;
    expect(next).toBe(`INV/${year}/${String(n + 1).padStart(5, '0')}`);
    await owner((db) => db.query(`UPDATE document_sequences SET last_number = 99998 WHERE company_id = $1 AND kind = 'INV'`, [a.companyId]));
    const n99999 = (await checkout(a, { items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data.invoiceNumber;
    const n100000 = (await checkout(a, { items: [{ productId: pad, quantity: 1 }] }).expect(200)).body.data.invoiceNumber;
    expect(n99999).toBe(`INV/${year}/99999`);
    expect(n100000).toBe(`INV/${year}/100000`);
    for (const number of [first, next, n99999, n100000]) expect(number.length).toBeLessThanOrEqual(16);
  });

  it('as a composition dealer issues bills of supply and books no input GST on purchases', async () => {
    const c = await activeCompany(t.http);
    const capi = trade(t.http, c);
    expect(await capi.post('/api/erp/inventory-setting', { allowNegativeStock: false, composition: true })).toMatchObject({ composition: true, collectsGst: false });
    const cat = (await capi.category({ taxPercent: 18, hsn: '9608' })).id;
    const item = (await capi.product(cat, { mrp: '118', pp: '50', sp: '118' })).id;
    const vendor = (await capi.supplier({ stateId: 27, gstin: GSTINS.MH })).id;
    const po = await capi.stockIn(vendor, [{ productId: item, quantity: 10, rate: '50' }]);
    // The registered supplier charges GST (₹90 on ₹500), but the composition dealer cannot claim it: it is cost.
    expect(po).toMatchObject({ taxableAmount: '500.00', cgstAmount: '45.00', sgstAmount: '45.00', totalAmount: '590.00' });
    expect(await journalOf(t.app, c.companyId, 'PURCHASE', po.id)).toEqual({
      STOCK: { debit: '590.00', credit: '0.00' }, PAYABLE: { debit: '0.00', credit: '590.00' },
    });
    const bill = (await checkout(c, { items: [{ productId: item, quantity: 1 }] }).expect(200)).body.data;
    expect(bill).toMatchObject({
      documentType: 'BILL_OF_SUPPLY', invoiceNumber: `BOS/${year}/00001`, taxableAmount: '118.00', cgstAmount: '0.00', sgstAmount: '0.00',
      igstAmount: '0.00', cessAmount: '0.00', totalAmount: '118.00',
    });
    // The tax it could not claim is part of the goods' cost: each unit leaves at 59, not 50 (issue 27).
    expect(await journalOf(t.app, c.companyId, 'SALE', bill.id)).toEqual({
      CASH: { debit: '118.00', credit: '0.00' }, SALES: { debit: '0.00', credit: '118.00' }, COGS: { debit: '59.00', credit: '0.00' },
      STOCK: { debit: '0.00', credit: '59.00' },
    });
  });

  it('books no input GST on a purchase from an unregistered or composition supplier', async () => {
    const unregistered = (await api.supplier({ name: 'Local Farmer', stateId: 27 })).id;
    const composition = (await api.supplier({ name: 'Small Mill', stateId: 27, gstin: '27AABCU9603R1ZN', registrationType: 'COMPOSITION' })).id;
    const rice = (await api.product(stationery, { name: 'Register', mrp: '100', pp: '40', sp: '90' })).id;
    for (const supplierId of [unregistered, composition]) {
      const po = await api.stockIn(supplierId, [{ productId: rice, quantity: 10, rate: '40' }]);
      expect(po).toMatchObject({ taxableAmount: '400.00', cgstAmount: '0.00', sgstAmount: '0.00', igstAmount: '0.00', cessAmount: '0.00', totalAmount: '400.00' });
      expect(po.items[0]).toMatchObject({ gstPercent: 0 });
      expect(await journalOf(t.app, a.companyId, 'PURCHASE', po.id)).toEqual({
        STOCK: { debit: '400.00', credit: '0.00' }, PAYABLE: { debit: '0.00', credit: '400.00' },
      });
    }
  });

  it('refuses a retired state code for a new customer, supplier or warehouse, and keeps it on an old record', async () => {
    const retired = 'The selected state code is retired; please select the current state';
    for (const path of ['/api/erp/customer', '/api/erp/supplier']) {
      const res = await t.http.post(path).set(a.headers).send({ id: 0, name: 'Old Guntur Agency', stateId: 28 }).expect(400);
      expect(res.body.message).toBe(retired);
    }
    expect((await t.http.post('/api/erp/warehouse').set(a.headers).send({ id: 0, name: 'Guntur', stateId: 28 }).expect(400)).body.message).toBe(retired);
    expect((await t.http.post('/api/erp/inventory-setting').set(a.headers).send({ stateId: 28, allowNegativeStock: false }).expect(400)).body.message).toBe(retired);
    const old = (await api.customer({ name: 'Guntur Agency', stateId: 37 })).id;
    await owner((db) => db.query(`UPDATE customers SET state_id = 28 WHERE id = $1`, [old]));
    await api.post('/api/erp/customer', { id: old, name: 'Guntur Agency (old)', stateId: 28 });
    expect((await api.get(`/api/erp/customer?q=${encodeURIComponent(JSON.stringify({ search: 'Guntur Agency' }))}`)).list[0]).toMatchObject({ stateId: 28 });
  });

  it('keeps every invoice total equal to its parts plus the round off, to the paisa', async () => {
    const rows = await owner((db) => db.query(
      `SELECT taxable_amount, cgst_amount, sgst_amount, igst_amount, cess_amount, round_off, total_amount FROM sale_invoices WHERE company_id = $1`,
      [a.companyId],
    ));
    expect(rows.rows.length).toBeGreaterThan(5);
    for (const r of rows.rows) {
      const parts = ['taxable_amount', 'cgst_amount', 'sgst_amount', 'igst_amount', 'cess_amount', 'round_off'].reduce((s, k) => s + parsePaise(r[k]), 0);
      expect(parts).toBe(parsePaise(r.total_amount));
      expect(parsePaise(r.total_amount) % 100).toBe(0);
      expect(r.cgst_amount).toBe(r.sgst_amount);
    }
  });
});
