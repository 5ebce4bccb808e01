import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { journalOf, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

// Issue 31 item 5: line and bill discounts (GST on the discounted value), below-cost confirmation, cash and change.
// Company A's GSTIN starts with 27 (Maharashtra): a walk-in sale is CGST + SGST.
describe('POS at the counter: discounts and cash', () => {
  let t: TestApp;
  let a: Session;
  let api: ReturnType<typeof trade>;
  let shirt: number; // retail price with 12% GST in it
  let pen: number; // B2B price, 18% GST on top
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const checkout = (body: Record<string, unknown>) => t.http.post('/api/erp/sale-invoice').set(a.headers).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = trade(t.http, a);
    const apparel = (await api.category({ name: 'Apparel', taxPercent: 12, hsn: '6109' })).id;
    const stationery = (await api.category({ name: 'Stationery', taxPercent: 18, hsn: '9608' })).id;
    shirt = (await api.product(apparel, { name: 'Cotton Shirt', mrp: '1200', pp: '600', sp: '1000', priceIncludesTax: true })).id;
    pen = (await api.product(stationery, { name: 'Gel Pen', mrp: '150', pp: '50', sp: '100', priceIncludesTax: false })).id;
    await api.stockIn((await api.supplier()).id, [{ productId: shirt, quantity: 20, rate: '600' }, { productId: pen, quantity: 20, rate: '50' }]);
  });
  afterAll(async () => t.close());

  it('charges GST on the discounted value: the invoice, its HSN summary, GSTR-1 and the journal agree to the paisa', async () => {
    const res = await checkout({
      items: [
        { productId: shirt, quantity: 2, discount: { type: 'PERCENT', value: 10 } },
        { productId: pen, quantity: 3, discount: { type: 'AMOUNT', value: '30' } },
      ],
      billDiscount: { type: 'PERCENT', value: '5' },
      cashReceived: '2,100',
    }).expect(200);
    const inv = res.body.data;
    // Shirt: ₹2,000 - 10% = ₹1,800, less its share of the bill's 5% (₹90) = ₹1,710 with 12% GST in it.
    // Pen: ₹300 - ₹30 = ₹270, less ₹13.50 = ₹256.50 before tax, 9% + 9% on top.
    expect(inv.items).toEqual([
      expect.objectContaining({ productName: 'Cotton Shirt', rate: '1000.00', discountAmount: '200.00', discountPercent: 10, billDiscountAmount: '90.00',
        taxableAmount: '1526.78', cgstAmount: '91.61', sgstAmount: '91.61', totalAmount: '1710.00' }),
      expect.objectContaining({ productName: 'Gel Pen', rate: '100.00', discountAmount: '30.00', discountPercent: null, billDiscountAmount: '13.50',
        taxableAmount: '256.50', cgstAmount: '23.09', sgstAmount: '23.09', totalAmount: '302.68' }),
    ]);
    expect(inv).toMatchObject({
      taxableAmount: '1783.28', cgstAmount: '114.70', sgstAmount: '114.70', igstAmount: '0.00', roundOff: '0.32', totalAmount: '2013.00',
      discountAmount: '333.50', billDiscountAmount: '103.50', billDiscountPercent: 5, cashReceived: '2100.00', changeDue: '87.00',
      amountInWords: 'Rupees Two Thousand Thirteen Only',
    });
    expect(inv.hsnSummary.map((h: { hsn: string; taxableAmount: string }) => [h.hsn, h.taxableAmount])).toEqual([['6109', '1526.78'], ['9608', '256.50']]);
    // The books: Sales at the discounted taxable value, Output GST on it; the goods leave at their cost, whatever the discount.
    expect(await journalOf(t.app, a.companyId, 'SALE', inv.id)).toEqual({
      CASH: { debit: '2013.00', credit: '0.00' }, SALES: { debit: '0.00', credit: '1783.28' }, OUTPUT_GST: { debit: '0.00', credit: '229.40' },
      ROUND_OFF: { debit: '0.00', credit: '0.32' }, COGS: { debit: '1350.00', credit: '0.00' }, STOCK: { debit: '0.00', credit: '1350.00' },
    });
    // GSTR-1 reports the same discounted values.
    const r = JSON.parse((await t.http.get(`/api/erp/gst-return/gstr1?month=${month}&format=json`).set(a.headers).buffer(true)
      .parse((response, done) => { let text = ''; response.setEncoding('utf8'); response.on('data', (c: string) => (text += c)); response.on('end', () => done(null, text)); })
      .expect(200)).body);
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 12, txval: 1526.78, camt: 91.61, samt: 91.61, csamt: 0 },
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 256.5, camt: 23.09, samt: 23.09, csamt: 0 },
    ]);
  });

  it('refuses discounts that do not fit, with a clear 400', async () => {
    const one = (discount: unknown, extra: Record<string, unknown> = {}) => checkout({ items: [{ productId: pen, quantity: 3, discount }], ...extra });
    expect((await one({ type: 'PERCENT', value: 101 }).expect(400)).body.message).toBe('Discount % must be between 0 and 100 with at most 2 decimals');
    expect((await one({ type: 'AMOUNT', value: '-1' }).expect(400)).body.message).toBe('Discount must be an amount of 0 or more with at most 2 decimals');
    expect((await one({ type: 'HALF', value: 1 }).expect(400)).body.message).toBe('Discount type must be AMOUNT or PERCENT');
    expect((await one({ type: 'AMOUNT', value: '400' }).expect(400)).body.message).toBe('Discount on Gel Pen (₹400.00) cannot be more than the line value ₹300.00');
    expect((await one(null, { billDiscount: { type: 'AMOUNT', value: '300.01' } }).expect(400)).body.message)
      .toBe('Bill discount ₹300.01 cannot be more than the bill ₹300.00');
    expect((await one(null, { billDiscount: { type: 'PERCENT', value: 100 }, confirmBelowCost: true }).expect(400)).body.message)
      .toBe('The discounts leave nothing to pay');
    expect((await one(null, { cashReceived: '300' }).expect(400)).body.message).toBe('Cash received ₹300.00 is less than the total ₹354.00');
    expect((await one(null, { cashReceived: '500', paymentMode: 'BANK' }).expect(400)).body.message).toBe('Cash received is only for a sale paid in cash');
  });

  it('sells below cost only when confirmed; the cost of goods stays the cost', async () => {
    const body = { items: [{ productId: pen, quantity: 1, discount: { type: 'PERCENT', value: 60 } }] };
    const refused = await checkout(body).expect(409);
    expect(refused.body.message).toBe('Below cost: Gel Pen at ₹40.00 for 1, cost ₹50.00. Confirm to sell below cost');
    const inv = (await checkout({ ...body, confirmBelowCost: true }).expect(200)).body.data;
    expect(inv).toMatchObject({ taxableAmount: '40.00', cgstAmount: '3.60', sgstAmount: '3.60', totalAmount: '47.00', discountAmount: '60.00', cashReceived: null });
    expect(await journalOf(t.app, a.companyId, 'SALE', inv.id)).toMatchObject({
      SALES: { debit: '0.00', credit: '40.00' }, COGS: { debit: '50.00', credit: '0.00' }, STOCK: { debit: '0.00', credit: '50.00' },
    });
  });
});
