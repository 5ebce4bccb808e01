import { amountInWords, parsePaise } from '@bizdesk/shared';
import pg from 'pg';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, journalOf, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;
const paise = (v: string) => parsePaise(v);
const sum = (rows: Record<string, string>[], key: string) => rows.reduce((s, r) => s + paise(r[key]), 0);

// Company A's GSTIN starts with 27: it is in Maharashtra.
describe('POS sales with GST', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof trade>;
  let supplier: number;
  let cola: number; // 28% GST, cess 12% of the taxable value
  let cigarette: number; // 28% GST, cess ₹4.17 per unit
  let pen: number; // 18% GST, no cess, a price that rounds
  let localCustomer: number;
  let outsideCustomer: number;
  let warehouse: number;
  const year = (() => {
    const d = new Date(Date.now() + 330 * 60_000);
    const start = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
    return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
  })();
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const cart = () => [{ productId: cola, quantity: 2 }, { productId: cigarette, quantity: 3 }, { productId: pen, quantity: 3 }];
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
    b = await activeCompany(t.http);
    api = trade(t.http, a);
    supplier = (await api.supplier({ name: 'Mumbai Distributors' })).id;
    const drinks = (await api.category({ name: 'Aerated Drinks', taxPercent: 28, hsn: '2202', cessApplicable: true, cessType: 'PERCENT', cessValue: 12 })).id;
    const tobacco = (await api.category({ name: 'Tobacco', taxPercent: 28, hsn: '2402', cessApplicable: true, cessType: 'FIXED', cessValue: '4.17' })).id;
    const stationery = (await api.category({ name: 'Stationery', taxPercent: 18, hsn: '9608' })).id;
    // B2B prices: tax is added on top (and still stays within the MRP).
    cola = (await api.product(drinks, { name: 'Cola 750 ml', mrp: '60', pp: '30', sp: '40', priceIncludesTax: false })).id;
    cigarette = (await api.product(tobacco, { name: 'Cigarettes 10s', mrp: '140', pp: '80', sp: '100', priceIncludesTax: false })).id;
    pen = (await api.product(stationery, { name: 'Gel Pen', mrp: '12', pp: '5', sp: '10.01', priceIncludesTax: false })).id;
    localCustomer = (await api.customer({ name: 'Shree Stores', stateId: 27, gstin: GSTINS.MH, addressLine1: '22 Laxmi Road', city: 'Pune', pincode: '411030', creditLimit: '100000' })).id;
    outsideCustomer = (await api.customer({ name: 'Bengaluru Retail', stateId: 29, gstin: GSTINS.KA, addressLine1: '5 Residency Road', city: 'Bengaluru', pincode: '560025', creditLimit: '100000' })).id;
    warehouse = await api.defaultWarehouseId();
    await api.stockIn(supplier, [{ productId: cola, quantity: 100 }, { productId: cigarette, quantity: 100 }, { productId: pen, quantity: 100 }]);
  });
  afterAll(async () => t.close());

  it('sells to a customer in another state: IGST, cess of both kinds, paisa rounding, amount in words', async () => {
    const res = await checkout(a, { customerId: outsideCustomer, items: cart(), paymentMode: 'CREDIT' }).expect(200);
    const inv = res.body.data;
    expect(res.body.message).toBe(`Invoice ${inv.invoiceNumber} saved successfully`);
    expect(inv.invoiceNumber).toBe(`INV/${year}/00001`);
    expect(inv).toMatchObject({
      invoiceDate: today, intraState: false, placeOfSupply: 'Karnataka (29)', reverseCharge: 'No', paymentAccount: 'RECEIVABLE',
      supplier: { gstin: '27AAPFU0939F1ZV', stateWithCode: 'Maharashtra (27)' },
      customer: { id: outsideCustomer, name: 'Bengaluru Retail', gstin: GSTINS.KA, stateWithCode: 'Karnataka (29)', address: '5 Residency Road\nBengaluru - 560025' },
      taxableAmount: '410.03', cgstAmount: '0.00', sgstAmount: '0.00', igstAmount: '111.81', cessAmount: '22.11', roundOff: '0.05', totalAmount: '544.00',
      amountInWords: 'Rupees Five Hundred Forty Four Only', warehouseName: 'Main Warehouse', documentType: 'TAX_INVOICE', balanceDue: '544.00',
    });
    expect(inv.items).toEqual([
      expect.objectContaining({ productName: 'Cola 750 ml', hsn: '2202', quantity: '2.000', rate: '40.00', gstPercent: 28, cessType: 'PERCENT', taxableAmount: '80.00', igstAmount: '22.40', cessAmount: '9.60', gstAmount: '22.40', totalAmount: '112.00' }),
      expect.objectContaining({ productName: 'Cigarettes 10s', cessType: 'FIXED', cessValue: 4.17, taxableAmount: '300.00', igstAmount: '84.00', cessAmount: '12.51', totalAmount: '396.51' }),
      expect.objectContaining({ productName: 'Gel Pen', rate: '10.01', taxableAmount: '30.03', igstAmount: '5.41', cessAmount: '0.00', totalAmount: '35.44' }),
    ]);
    expect(inv.hsnSummary).toEqual([
      { hsn: '2202', gstPercent: 28, quantity: '2.000', taxableAmount: '80.00', cgstAmount: '0.00', sgstAmount: '0.00', igstAmount: '22.40', cessAmount: '9.60', totalTax: '32.00' },
      { hsn: '2402', gstPercent: 28, quantity: '3.000', taxableAmount: '300.00', cgstAmount: '0.00', sgstAmount: '0.00', igstAmount: '84.00', cessAmount: '12.51', totalTax: '96.51' },
      { hsn: '9608', gstPercent: 18, quantity: '3.000', taxableAmount: '30.03', cgstAmount: '0.00', sgstAmount: '0.00', igstAmount: '5.41', cessAmount: '0.00', totalTax: '5.41' },
    ]);
    // Debit Receivable with the rounded total; credit Sales with the taxable value, Output GST with GST + cess, Round Off with the paise.
    expect(await journalOf(t.app, a.companyId, 'SALE', inv.id)).toEqual({
      RECEIVABLE: { debit: '544.00', credit: '0.00' }, SALES: { debit: '0.00', credit: '410.03' }, OUTPUT_GST: { debit: '0.00', credit: '133.92' },
      ROUND_OFF: { debit: '0.00', credit: '0.05' },
      // Perpetual inventory (issue 27): the goods leave at their average cost.
      COGS: { debit: '315.00', credit: '0.00' }, STOCK: { debit: '0.00', credit: '315.00' },
    });
    expect(inv.groupTransactionId).toEqual(expect.any(String));
  });

  it('sells to a customer in the same state: CGST + SGST, equal on every line and in the totals', async () => {
    const inv = (await checkout(a, { customerId: localCustomer, items: cart() }).expect(200)).body.data;
    expect(inv.invoiceNumber).toBe(`INV/${year}/00002`);
    expect(inv).toMatchObject({
      intraState: true, placeOfSupply: 'Maharashtra (27)', paymentAccount: 'CASH', balanceDue: '0.00',
      taxableAmount: '410.03', cgstAmount: '55.90', sgstAmount: '55.90', igstAmount: '0.00', cessAmount: '22.11', roundOff: '0.06', totalAmount: '544.00',
    });
    // 9% of ₹30.03 = 2.7027 -> 2.70 each half (the old split gave 2.71 / 2.70).
    expect(inv.items[2]).toMatchObject({ cgstAmount: '2.70', sgstAmount: '2.70', gstAmount: '5.40' });
    expect(inv.items[0]).toMatchObject({ cgstAmount: '11.20', sgstAmount: '11.20', cessAmount: '9.60' });
    expect(inv.hsnSummary[2]).toMatchObject({ hsn: '9608', cgstAmount: '2.70', sgstAmount: '2.70', totalTax: '5.40' });
  });

  it('sells to a walk-in customer: intra-state at the counter, paid in cash', async () => {
    const inv = (await checkout(a, { customerId: null, items: [{ productId: pen, quantity: 1 }] }).expect(200)).body.data;
    expect(inv).toMatchObject({
      customer: { id: null, name: 'Walk-in Customer', gstin: null, address: null },
      placeOfSupply: 'Maharashtra (27)', intraState: true, paymentAccount: 'CASH',
      taxableAmount: '10.01', cgstAmount: '0.90', sgstAmount: '0.90', roundOff: '0.19', totalAmount: '12.00',
    });
    expect(await journalOf(t.app, a.companyId, 'SALE', inv.id)).toEqual({
      CASH: { debit: '12.00', credit: '0.00' }, SALES: { debit: '0.00', credit: '10.01' }, OUTPUT_GST: { debit: '0.00', credit: '1.80' },
      ROUND_OFF: { debit: '0.00', credit: '0.19' }, COGS: { debit: '5.00', credit: '0.00' }, STOCK: { debit: '0.00', credit: '5.00' },
    });
  });

  it('prices tax-inclusive lines at exactly price x quantity; totals, HSN summary and journal always add up to the invoice total', async () => {
    const cats = [
      await api.category({ taxPercent: 5, hsn: '1905' }),
      await api.category({ taxPercent: 12, hsn: '6109', cessApplicable: true, cessType: 'PERCENT', cessValue: '0.65' }),
      await api.category({ taxPercent: 18, hsn: '3304' }),
      await api.category({ taxPercent: 28, hsn: '8703', cessApplicable: true, cessType: 'FIXED', cessValue: '1.33' }),
    ];
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 16807) % 2147483647) % n);
    const items: { productId: number; quantity: string }[] = [];
    for (let i = 0; i < 24; i += 1) {
      const sp = `${1 + rand(900)}.${String(rand(100)).padStart(2, '0')}`;
      const product = await api.product(cats[i % 4].id, { mrp: sp, pp: '0.01', sp });
      const quantity = `${1 + rand(5)}.${String(rand(1000)).padStart(3, '0')}`;
      items.push({ productId: product.id, quantity });
    }
    await api.stockIn(supplier, items.map((i) => ({ productId: i.productId, quantity: 20, rate: '0' })));
    for (const customerId of [localCustomer, outsideCustomer]) {
      const inv = (await checkout(a, { customerId, items }).expect(200)).body.data;
      for (const key of ['taxableAmount', 'cgstAmount', 'sgstAmount', 'igstAmount', 'cessAmount', 'totalAmount']) {
        expect(sum(inv.items, key) + (key === 'totalAmount' ? paise(inv.roundOff) : 0)).toBe(paise(inv[key]));
        if (key !== 'totalAmount') expect(sum(inv.hsnSummary, key)).toBe(paise(inv[key]));
      }
      expect(paise(inv.taxableAmount) + paise(inv.cgstAmount) + paise(inv.sgstAmount) + paise(inv.igstAmount) + paise(inv.cessAmount) + paise(inv.roundOff))
        .toBe(paise(inv.totalAmount));
      expect(paise(inv.totalAmount) % 100).toBe(0);
      expect(paise(inv.cgstAmount)).toBe(paise(inv.sgstAmount));
      for (const line of inv.items) {
        expect(line.priceIncludesTax).toBe(true);
        expect(paise(line.taxableAmount) + paise(line.gstAmount) + paise(line.cessAmount)).toBe(paise(line.totalAmount));
        expect(line.cgstAmount).toBe(line.sgstAmount);
        // The customer pays the shelf price: line total = price x quantity, rounded half-up to the paisa.
        const exact = BigInt(paise(line.rate)) * BigInt(Math.round(Number(line.quantity) * 1000));
        expect(BigInt(paise(line.totalAmount))).toBe((exact * 2n + 1000n) / 2000n);
      }
      expect(inv.amountInWords).toBe(amountInWords(paise(inv.totalAmount)));
      const journal = await journalOf(t.app, a.companyId, 'SALE', inv.id);
      const debit = Object.values(journal).reduce((s, l) => s + paise(l.debit), 0);
      const credit = Object.values(journal).reduce((s, l) => s + paise(l.credit), 0);
      expect(debit).toBe(paise(inv.totalAmount));
      expect(credit).toBe(paise(inv.totalAmount));
    }
  });

  it('writes amounts above a lakh in the Indian system', async () => {
    const cat = await api.category({ taxPercent: 18, hsn: '8471' });
    const laptop = (await api.product(cat.id, { name: 'Workstation', mrp: '60000', pp: '45000', sp: '50000' })).id;
    await api.stockIn(supplier, [{ productId: laptop, quantity: 3 }]);
    const inv = (await checkout(a, { items: [{ productId: laptop, quantity: 3 }] }).expect(200)).body.data;
    // Tax-inclusive: three at ₹50,000 cost ₹1,50,000, of which 18% GST.
    expect(inv).toMatchObject({ totalAmount: '150000.00', taxableAmount: '127118.64', cgstAmount: '11440.68', sgstAmount: '11440.68', roundOff: '0.00' });
    expect(inv.amountInWords).toBe('Rupees One Lakh Fifty Thousand Only');
  });

  it('takes stock out of the default warehouse and refuses to go below zero', async () => {
    const before = await api.onHand(cola, warehouse);
    await checkout(a, { items: [{ productId: cola, quantity: 1 }, { productId: cola, quantity: '0.5' }] }).expect(200);
    expect(Number(await api.onHand(cola, warehouse))).toBe(Number(before) - 1.5);
    const cat = await api.category({ taxPercent: 5 });
    const scarce = (await api.product(cat.id, { name: 'Saffron 1 g' })).id;
    await api.stockIn(supplier, [{ productId: scarce, quantity: 2 }]);
    const invoicesBefore = (await api.get('/api/erp/sale-invoice')).totalRecords;
    const res = await checkout(a, { items: [{ productId: pen, quantity: 1 }, { productId: scarce, quantity: 3 }] }).expect(400);
    expect(res.body).toEqual({ status: 'BAD_REQUEST', message: 'Insufficient stock for Saffron 1 g: 2 in stock', data: null });
    // Nothing of the refused sale remains: no invoice, no stock taken, no number used.
    expect((await api.get('/api/erp/sale-invoice')).totalRecords).toBe(invoicesBefore);
    expect(await api.onHand(scarce, warehouse)).toBe('2.000');
    const never = (await api.product(cat.id, { name: 'Never Stocked' })).id;
    expect((await checkout(a, { items: [{ productId: never, quantity: 1 }] }).expect(400)).body.message).toBe('Insufficient stock for Never Stocked: 0 in stock');
  });

  it('sells the last unit only once under concurrent checkouts', async () => {
    const cat = await api.category({ taxPercent: 5 });
    const last = (await api.product(cat.id, { name: 'Last Piece' })).id;
    await api.stockIn(supplier, [{ productId: last, quantity: 1 }]);
    const results = await Promise.all([1, 2, 3].map(() => checkout(a, { items: [{ productId: last, quantity: 1 }] })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await api.onHand(last, warehouse)).toBe('0.000');
  });

  it('goes below zero when the company allows it', async () => {
    const settings = await api.post('/api/erp/inventory-setting', { allowNegativeStock: true });
    expect(settings).toMatchObject({ allowNegativeStock: true, companyStateId: 27, companyStateName: 'Maharashtra', stateSource: 'GSTIN' });
    const cat = await api.category({ taxPercent: 5 });
    const backorder = (await api.product(cat.id, { name: 'Backorder Item' })).id;
    await checkout(a, { items: [{ productId: backorder, quantity: 2 }] }).expect(200);
    expect(await api.onHand(backorder, warehouse)).toBe('-2.000');
    await api.post('/api/erp/inventory-setting', { allowNegativeStock: false });
  });

  it('without a GSTIN issues bills of supply without any tax, in their own series', async () => {
    const c = await activeCompany(t.http, { gstin: undefined });
    const capi = trade(t.http, c);
    const cat = await capi.category({ taxPercent: 12, hsn: '4901' });
    const book = (await capi.product(cat.id, { name: 'Atlas', mrp: '100', pp: '50', sp: '100' })).id;
    const vendor = (await capi.supplier()).id;
    await capi.stockIn(vendor, [{ productId: book, quantity: 10 }]);
    expect(await capi.get('/api/erp/inventory-setting')).toMatchObject({ companyStateId: null, stateSource: 'NONE', companyGstin: null });
    const unknown = (await checkout(c, { items: [{ productId: book, quantity: 1 }] }).expect(200)).body.data;
    const untaxed = { cgstAmount: '0.00', sgstAmount: '0.00', igstAmount: '0.00', cessAmount: '0.00', taxableAmount: '100.00', totalAmount: '100.00' };
    expect(unknown).toMatchObject({ documentType: 'BILL_OF_SUPPLY', invoiceNumber: `BOS/${year}/00001`, placeOfSupply: null, supplier: { stateWithCode: null, gstin: null }, ...untaxed });
    expect(unknown.items[0]).toMatchObject({ gstPercent: 0, cessType: 'NONE', gstAmount: '0.00' });
    expect(await journalOf(t.app, c.companyId, 'SALE', unknown.id)).toEqual({
      CASH: { debit: '100.00', credit: '0.00' }, SALES: { debit: '0.00', credit: '100.00' }, COGS: { debit: '50.00', credit: '0.00' },
      STOCK: { debit: '0.00', credit: '50.00' },
    });
    expect(await capi.post('/api/erp/inventory-setting', { stateId: 33, allowNegativeStock: false })).toMatchObject({ companyStateId: 33, companyStateName: 'Tamil Nadu', stateSource: 'SETTING', collectsGst: false });
    const known = (await checkout(c, { items: [{ productId: book, quantity: 1 }] }).expect(200)).body.data;
    expect(known).toMatchObject({ documentType: 'BILL_OF_SUPPLY', invoiceNumber: `BOS/${year}/00002`, placeOfSupply: 'Tamil Nadu (33)', supplier: { stateWithCode: 'Tamil Nadu (33)' }, ...untaxed });
    const bad = await t.http.post('/api/erp/inventory-setting').set(c.headers).send({ stateId: 99, allowNegativeStock: false }).expect(400);
    expect(bad.body.message).toBe('Please select state');
    const missing = await t.http.post('/api/erp/inventory-setting').set(c.headers).send({ stateId: 27 }).expect(400);
    expect(missing.body.message).toBe('Allow negative stock must be true or false');
  });

  it('refuses a sale dated in a locked financial year and leaves nothing behind', async () => {
    const c = await activeCompany(t.http);
    const capi = trade(t.http, c);
    const cat = await capi.category({ taxPercent: 5 });
    const item = (await capi.product(cat.id)).id;
    await capi.stockIn((await capi.supplier()).id, [{ productId: item, quantity: 5 }]);
    await owner((db) => db.query(`UPDATE financial_years SET is_locked = true WHERE company_id = $1 AND start_date <= $2 AND end_date >= $2`, [c.companyId, today]));
    const res = await checkout(c, { items: [{ productId: item, quantity: 1 }] }).expect(409);
    expect(res.body.status).toBe('CONFLICT');
    expect((await capi.get('/api/erp/sale-invoice')).totalRecords).toBe(0);
    expect(await capi.onHand(item, await capi.defaultWarehouseId())).toBe('5.000');
  });

  it.each([
    [{ items: [] }, 'Add at least one product to the cart'],
    [{}, 'Add at least one product to the cart'],
    [{ items: [{ quantity: 1 }] }, 'Please select product'],
    [{ items: [{ productId: 1, quantity: 0 }] }, 'Quantity must be greater than 0 with at most 3 decimals'],
    [{ items: [{ productId: 1, quantity: -2 }] }, 'Quantity must be greater than 0 with at most 3 decimals'],
    [{ items: [{ productId: 1, quantity: '1.0001' }] }, 'Quantity must be greater than 0 with at most 3 decimals'],
    [{ customerId: 'walk-in', items: [{ productId: 1, quantity: 1 }] }, 'Please select customer'],
  ])('refuses checkout %j with "%s"', async (body, message) => {
    const res = await checkout(a, body).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it('answers 404 for an unknown customer or product', async () => {
    expect((await checkout(a, { customerId: 999999, items: cart() }).expect(404)).body.message).toBe('Customer not found');
    expect((await checkout(a, { items: [{ productId: 999999, quantity: 1 }] }).expect(404)).body.message).toBe('Product not found');
    expect((await t.http.get('/api/erp/sale-invoice/999999').set(a.headers).expect(404)).body).toEqual({ status: 'NOT_FOUND', message: 'Invoice not found', data: null });
  });

  it('lists invoices by date range and search, and gives the POS screen its context', async () => {
    const page = await api.get(`/api/erp/sale-invoice?fromDate=${today}&toDate=${today}&q=${encodeURIComponent(JSON.stringify({ search: 'Bengaluru' }))}`);
    expect(page.list).toEqual(expect.arrayContaining([expect.objectContaining({ invoiceNumber: `INV/${year}/00001`, customerName: 'Bengaluru Retail', taxableAmount: '410.03', taxAmount: '133.97', totalAmount: '544.00' })]));
    expect((await api.get('/api/erp/sale-invoice?fromDate=2020-01-01&toDate=2020-01-31')).totalRecords).toBe(0);
    const bad = await t.http.get('/api/erp/sale-invoice?fromDate=31-01-2020').set(a.headers).expect(400);
    expect(bad.body.message).toBe('From date must be a valid date');
    const context = await api.get('/api/erp/sale-invoice/context');
    expect(context).toMatchObject({ companyStateId: 27, companyStateName: 'Maharashtra', warehouseId: warehouse, warehouseName: 'Main Warehouse', allowNegativeStock: false });
    expect(context.stock).toEqual(expect.arrayContaining([{ productId: pen, quantity: expect.any(String) }]));
  });

  it("keeps tenants apart: B cannot read A's invoice, sell A's products or bill A's customers", async () => {
    const aInvoice = (await api.get('/api/erp/sale-invoice')).list[0];
    expect((await t.http.get(`/api/erp/sale-invoice/${aInvoice.id}`).set(b.headers).expect(404)).body).toEqual({ status: 'NOT_FOUND', message: 'Invoice not found', data: null });
    expect((await checkout(b, { items: [{ productId: cola, quantity: 1 }] }).expect(404)).body.message).toBe('Product not found');
    const bCat = await trade(t.http, b).category();
    const bProduct = (await trade(t.http, b).product(bCat.id)).id;
    expect((await checkout(b, { customerId: localCustomer, items: [{ productId: bProduct, quantity: 1 }] }).expect(404)).body.message).toBe('Customer not found');
    expect((await trade(t.http, b).get('/api/erp/sale-invoice')).totalRecords).toBe(0);
    const bContext = await trade(t.http, b).get('/api/erp/sale-invoice/context');
    expect(bContext.stock).toEqual([]);
    expect(bContext.warehouseId).not.toBe(warehouse);
  });
});
