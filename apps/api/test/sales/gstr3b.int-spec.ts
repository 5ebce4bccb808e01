import { gstinCheckDigit } from '@bizdesk/shared';
import { GSTINS, journalOf, trade } from '../inventory/trade-fixtures.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/**
 * Issue 28 items 1, 2 and 6: GSTR-3B of a month with intra- and inter-state sales to registered and
 * unregistered buyers, credit notes, cess, purchases from registered, unregistered and out-of-state
 * suppliers, and expenses with GST (eligible and blocked); every cell checked to the paisa.
 */
describe('GSTR-3B', () => {
  let t: TestApp;
  let a: Session;
  let api: ReturnType<typeof trade>;
  const ist = new Date(Date.now() + 330 * 60_000);
  const month = ist.toISOString().slice(0, 7);
  const today = ist.toISOString().slice(0, 10);
  const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
  const MH_BUYER = `27AABCU9603R1Z${gstinCheckDigit('27AABCU9603R1Z')}`;
  const MH_VENDOR = `27AAACR5055K1Z${gstinCheckDigit('27AAACR5055K1Z')}`;
  const raw = (s: Session, path: string) => t.http.get(path).set(s.headers).buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
  let cashId = 0;
  let expenseCategoryId = 0;
  let eligible: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = trade(t.http, a);
    const drinks = (await api.category({ name: 'Drinks', taxPercent: 18, hsn: '2202' })).id;
    const dairy = (await api.category({ name: 'Dairy', taxPercent: 0, hsn: '0401' })).id;
    const computers = (await api.category({ name: 'Computers', taxPercent: 18, hsn: '8471' })).id;
    const aerated = (await api.category({ name: 'Aerated', taxPercent: 28, hsn: '2202' })).id;
    const cola = (await api.product(drinks, { name: 'Cola 1 l', mrp: '118', pp: '50', sp: '118' })).id;
    const milk = (await api.product(dairy, { name: 'Milk 1 l', mrp: '50', pp: '40', sp: '50' })).id;
    const laptop = (await api.product(computers, { name: 'Laptop', mrp: '70800', pp: '50000', sp: '70800' })).id;
    const soda = (await api.product(aerated, { name: 'Premium soda', mrp: '140', pp: '100', sp: '140', cessApplicable: true, cessType: 'PERCENT', cessValue: '12' })).id;

    // Purchases received this month.
    const mhSupplier = (await api.supplier({ name: 'Pune Wholesale', stateId: 27, gstin: MH_VENDOR, registrationType: 'REGULAR' })).id;
    const kaSupplier = (await api.supplier({ name: 'Bengaluru Distributors', stateId: 29, gstin: GSTINS.KA, registrationType: 'REGULAR' })).id;
    const farmer = (await api.supplier({ name: 'Local farmer', stateId: 27 })).id;
    await api.stockIn(mhSupplier, [{ productId: cola, quantity: 10, rate: '50' }, { productId: soda, quantity: 5, rate: '100' }]);
    await api.stockIn(kaSupplier, [{ productId: laptop, quantity: 5, rate: '50000' }, { productId: milk, quantity: 10, rate: '40' }]);
    await api.stockIn(farmer, [{ productId: milk, quantity: 5, rate: '40' }, { productId: cola, quantity: 2, rate: '50' }]);

    // Sales and credit notes.
    const shree = (await api.customer({ name: 'Shree Traders', stateId: 27, gstin: MH_BUYER, registrationType: 'REGULAR' })).id;
    const bengaluru = (await api.customer({ name: 'Bengaluru Retail', stateId: 29, gstin: GSTINS.KA, registrationType: 'REGULAR' })).id;
    const ravi = (await api.customer({ name: 'Ravi Kumar', stateId: 29 })).id;
    const sell = (body: object) => api.post('/api/erp/sale-invoice', body);
    await sell({ customerId: shree, items: [{ productId: cola, quantity: 2 }] });
    const kaB2b = await sell({ customerId: bengaluru, items: [{ productId: cola, quantity: 1 }, { productId: milk, quantity: 1 }] });
    const walkIn = await sell({ items: [{ productId: cola, quantity: 3 }, { productId: milk, quantity: 2 }] });
    await sell({ customerId: ravi, items: [{ productId: cola, quantity: 1 }] });
    const large = await sell({ customerId: ravi, items: [{ productId: laptop, quantity: 2 }] });
    const sodaSale = await sell({ items: [{ productId: soda, quantity: 1 }] });
    expect(sodaSale).toMatchObject({ taxableAmount: '100.00', cgstAmount: '14.00', sgstAmount: '14.00', cessAmount: '12.00' });
    await api.post('/api/erp/credit-note', { saleInvoiceId: kaB2b.id, items: [{ lineNo: 1, quantity: 1 }] });
    await api.post('/api/erp/credit-note', { saleInvoiceId: large.id, items: [{ lineNo: 1, quantity: 1 }] });
    await api.post('/api/erp/credit-note', { saleInvoiceId: walkIn.id, items: [{ lineNo: 1, quantity: 1 }] });

    // Expenses with GST.
    expenseCategoryId = (await api.get('/api/erp/expense-category/select'))[0].id;
    cashId = (await api.get('/api/erp/coa-account/select?subTypes=CASH'))[0].id;
    const expense = (body: object) => api.post('/api/erp/expense', {
      id: 0, title: 'Expense with GST', expenseCategoryId, expenseDate: today, paymentAccountId: cashId, ...body,
    });
    eligible = await expense({ title: 'Audit fee', amount: '1180', vendorGstin: MH_VENDOR, placeOfSupplyStateId: 27, taxableAmount: '1000',
      cgstAmount: '90', sgstAmount: '90' });
    await expense({ title: 'Software subscription', amount: '236', vendorGstin: GSTINS.KA, placeOfSupplyStateId: 27, taxableAmount: '200', igstAmount: '36' });
    await expense({ title: 'Team dinner in Bengaluru', amount: '118', vendorGstin: GSTINS.KA, placeOfSupplyStateId: 29, taxableAmount: '100',
      cgstAmount: '9', sgstAmount: '9', itcEligible: false });
    await expense({ title: 'Tea and snacks', amount: '75' }); // no GST: not in the return
  });
  afterAll(async () => t.close());

  it('answers tables 3.1, 3.2, 4, 5 and the tax payable to the paisa', async () => {
    const res = await t.http.get(`/api/erp/gst-return/gstr3b?month=${month}`).set(a.headers).expect(200);
    const r = res.body.data;
    expect(r).toMatchObject({ gstin: '27AAPFU0939F1ZV', month, documents: { invoices: 6, creditNotes: 3, inward: 6 } });
    const row = (rows: { code: string }[], code: string) => rows.find((x) => x.code === code);
    // 3.1(a): 200 + 100 + 300 + 100 + 1,20,000 + 100 (soda) - 100 - 60,000 - 100 credited.
    expect(row(r.outward, '3.1(a)')).toEqual({ code: '3.1(a)', nature: 'Outward taxable supplies (other than zero rated, nil rated and exempted)',
      taxableValue: '60600.00', igst: '10818.00', cgst: '50.00', sgst: '50.00', cess: '12.00' });
    expect(row(r.outward, '3.1(b)')).toMatchObject({ taxableValue: '0.00', igst: '0.00', cess: '0.00' });
    expect(row(r.outward, '3.1(c)')).toMatchObject({ taxableValue: '150.00', igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' });
    expect(row(r.outward, '3.1(d)')).toMatchObject({ taxableValue: '0.00', igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' });
    expect(row(r.outward, '3.1(e)')).toMatchObject({ taxableValue: '0.00' });
    // 3.2: only Ravi (unregistered, Karnataka): 100 + 1,20,000 - 60,000; the registered Karnataka buyer is not in it.
    expect(r.interStateUnregistered).toEqual([{ stateCode: 29, placeOfSupply: '29-Karnataka', taxableValue: '60100.00', igst: '10818.00' }]);
    // 4(A)(5): purchases (45+45+70+70 with 60 cess from Pune; 45,000 IGST from Bengaluru) and expenses (90+90, 36, blocked 9+9).
    expect(row(r.itc, '4(A)(5)')).toMatchObject({ taxableValue: null, igst: '45036.00', cgst: '214.00', sgst: '214.00', cess: '60.00' });
    expect(row(r.itc, '4(B)(1)')).toMatchObject({ igst: '0.00', cgst: '9.00', sgst: '9.00', cess: '0.00' });
    expect(row(r.itc, '4(B)(2)')).toMatchObject({ igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' });
    expect(row(r.itc, '4(C)')).toMatchObject({ igst: '45036.00', cgst: '205.00', sgst: '205.00', cess: '60.00' });
    for (const code of ['4(A)(1)', '4(A)(2)', '4(A)(3)', '4(A)(4)', '4(D)(1)', '4(D)(2)']) {
      expect(row(r.itc, code)).toMatchObject({ igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' });
    }
    // 5: the farmer's 200 + 100 (intra, unregistered); the Bengaluru supplier's milk at 0% (inter, nil-rated).
    expect(r.exemptInward).toEqual([
      { nature: 'From a supplier under composition scheme, Exempt and Nil rated supply', interState: '400.00', intraState: '300.00' },
      { nature: 'Non GST supply', interState: '0.00', intraState: '0.00' },
    ]);
    // 6.1 (rule 88A): IGST credit is used up first, on IGST and then on CGST and SGST; their own credit is left over. Nothing in cash.
    expect(r.payment).toEqual([
      { head: 'Integrated Tax', taxPayable: '10818.00', paidWithIgst: '10818.00', paidWithCgst: '0.00', paidWithSgst: '0.00', paidWithCess: '0.00', paidInCash: '0.00', creditLeft: '34118.00' },
      { head: 'Central Tax', taxPayable: '50.00', paidWithIgst: '50.00', paidWithCgst: '0.00', paidWithSgst: '0.00', paidWithCess: '0.00', paidInCash: '0.00', creditLeft: '205.00' },
      { head: 'State/UT Tax', taxPayable: '50.00', paidWithIgst: '50.00', paidWithCgst: '0.00', paidWithSgst: '0.00', paidWithCess: '0.00', paidInCash: '0.00', creditLeft: '205.00' },
      { head: 'Cess', taxPayable: '12.00', paidWithIgst: '0.00', paidWithCgst: '0.00', paidWithSgst: '0.00', paidWithCess: '12.00', paidInCash: '0.00', creditLeft: '48.00' },
    ]);
    expect(r.netPayable).toBe('0.00');
  });

  it("downloads the portal's offline-utility JSON with the same figures", async () => {
    const res = await raw(a, `/api/erp/gst-return/gstr3b?month=${month}&format=json`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR3B_27AAPFU0939F1ZV_${fp}.json"`);
    expect(JSON.parse(res.body)).toEqual({
      gstin: '27AAPFU0939F1ZV',
      ret_period: fp,
      sup_details: {
        osup_det: { txval: 60600, iamt: 10818, camt: 50, samt: 50, csamt: 12 },
        osup_zero: { txval: 0, iamt: 0, csamt: 0 },
        osup_nil_exmp: { txval: 150 },
        isup_rev: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
        osup_nongst: { txval: 0 },
      },
      inter_sup: { unreg_details: [{ pos: '29', txval: 60100, iamt: 10818 }], comp_details: [], uin_details: [] },
      itc_elg: {
        itc_avl: [
          { ty: 'IMPG', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'IMPS', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'ISRC', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'ISD', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'OTH', iamt: 45036, camt: 214, samt: 214, csamt: 60 },
        ],
        itc_rev: [{ ty: 'RUL', iamt: 0, camt: 9, samt: 9, csamt: 0 }, { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 }],
        itc_net: { iamt: 45036, camt: 205, samt: 205, csamt: 60 },
        itc_inelg: [{ ty: 'RUL', iamt: 0, camt: 0, samt: 0, csamt: 0 }, { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 }],
      },
      inward_sup: { isup_details: [{ ty: 'GST', inter: 400, intra: 300 }, { ty: 'NONGST', inter: 0, intra: 0 }] },
    });
  });

  it('posts eligible expense GST to Input GST and keeps blocked GST in the expense', async () => {
    const lines = await journalOf(t.app, a.companyId, 'EXPENSE', eligible.id);
    expect(lines.INPUT_GST).toEqual({ debit: '180.00', credit: '0.00' });
    expect(lines.CASH).toEqual({ debit: '0.00', credit: '1180.00' });
    expect(eligible).toMatchObject({ vendorGstin: MH_VENDOR, placeOfSupplyStateId: 27, taxableAmount: '1000.00', cgstAmount: '90.00', sgstAmount: '90.00',
      igstAmount: '0.00', cessAmount: '0.00', itcEligible: true });
  });

  it.each([
    [{ taxableAmount: '1000' }, 'Vendor GSTIN is required for an expense with GST'],
    [{ vendorGstin: '27AAACR5055K1Z0' }, 'Invalid vendor GSTIN: check its format and check digit'],
    [{ vendorGstin: MH_VENDOR, taxableAmount: '1000', cgstAmount: '90', sgstAmount: '90' }, 'Place of supply is required for an expense with GST'],
    [{ vendorGstin: MH_VENDOR, placeOfSupplyStateId: 27, cgstAmount: '90', sgstAmount: '90' }, 'Taxable value is required for an expense with GST'],
    [{ vendorGstin: MH_VENDOR, placeOfSupplyStateId: 27, taxableAmount: '1000', igstAmount: '180' }, "The vendor is in the place of supply's state: enter CGST and SGST, not IGST"],
    [{ vendorGstin: GSTINS.KA, placeOfSupplyStateId: 27, taxableAmount: '1000', cgstAmount: '90', sgstAmount: '90' }, "The vendor is outside the place of supply's state: enter IGST, not CGST and SGST"],
    [{ vendorGstin: MH_VENDOR, placeOfSupplyStateId: 27, taxableAmount: '1000', cgstAmount: '100', sgstAmount: '80' }, 'CGST and SGST must be equal'],
    [{ vendorGstin: MH_VENDOR, placeOfSupplyStateId: 27, taxableAmount: '1000', cgstAmount: '90', sgstAmount: '80', igstAmount: '10' }, 'An expense carries IGST, or CGST and SGST, not both'],
    [{ vendorGstin: MH_VENDOR, placeOfSupplyStateId: 27, taxableAmount: '1000', cgstAmount: '80', sgstAmount: '80' }, 'Taxable value plus GST (₹1,160.00) must equal the amount (₹1,180.00)'],
  ])('refuses an expense with GST %j with a clear message', async (gst, message) => {
    const res = await t.http.post('/api/erp/expense').set(a.headers).send({
      id: 0, title: 'Audit fee', amount: '1180', expenseCategoryId, expenseDate: today, paymentAccountId: cashId, ...gst,
    }).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('says "No invoices in <Mon yyyy>" for a month with nothing instead of an empty file, and shows the summaries on screen', async () => {
    const b = await activeCompany(t.http);
    const label = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
    expect((await t.http.get(`/api/erp/gst-return/gstr1?month=${month}`).set(b.headers).expect(404)).body.message).toBe(`No invoices in ${label}`);
    expect((await t.http.get(`/api/erp/gst-return/gstr3b?month=${month}&format=json`).set(b.headers).expect(404)).body.message).toBe(`No invoices in ${label}`);
    const empty = (await t.http.get(`/api/erp/gst-return/gstr3b?month=${month}`).set(b.headers).expect(200)).body.data;
    expect(empty).toMatchObject({ monthLabel: label, documents: { invoices: 0, creditNotes: 0, inward: 0 }, netPayable: '0.00' });

    const summary = (await t.http.get(`/api/erp/gst-return/gstr1/summary?month=${month}`).set(a.headers).expect(200)).body.data;
    expect(summary).toMatchObject({ gstin: '27AAPFU0939F1ZV', month, monthLabel: label, invoices: 6, creditNotes: 3 });
    const table = (name: string) => summary.tables.find((x: { table: string }) => x.table === name);
    expect(table('B2B')).toMatchObject({ count: 2, taxableValue: '300.00', igst: '18.00', cgst: '18.00', sgst: '18.00' });
    expect(table('B2CL')).toMatchObject({ count: 1, taxableValue: '120000.00', igst: '21600.00' });
    expect(table('CDNR')).toMatchObject({ count: 1, taxableValue: '-100.00', igst: '-18.00' });
    expect(table('NIL')).toMatchObject({ taxableValue: '150.00' });
    expect((await t.http.get('/api/erp/gst-return/gstr3b?month=2026-13').set(a.headers).expect(400)).body.message).toBe('Month must be written yyyy-MM, e.g. 2026-11');
    expect((await t.http.get(`/api/erp/gst-return/gstr3b?month=${month}&format=csv`).set(a.headers).expect(400)).body.message).toBe('Format must be json');
  });
});
