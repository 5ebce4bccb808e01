import { gstinCheckDigit } from '@bizdesk/shared';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { GSTINS, trade } from '../inventory/trade-fixtures.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Issue 10 item 11: GSTR-1 of a month of mixed sales, as the offline tool's JSON and as CSV. */
describe('GSTR-1 export', () => {
  let t: TestApp;
  let a: Session;
  let api: ReturnType<typeof trade>;
  const ist = new Date(Date.now() + 330 * 60_000);
  const month = ist.toISOString().slice(0, 7);
  const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
  const fy = (() => {
    const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
    return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
  })();
  const day = `${ist.toISOString().slice(8, 10)}-${month.slice(5, 7)}-${month.slice(0, 4)}`;
  const MH_BUYER = `27AABCU9603R1Z${gstinCheckDigit('27AABCU9603R1Z')}`;
  const inv = (n: number) => `INV/${fy}/${String(n).padStart(5, '0')}`;
  const cn = (n: number) => `CN/${fy}/${String(n).padStart(5, '0')}`;
  const gstr1 = (s: Session, query: string) => t.http.get(`/api/erp/gst-return/gstr1?${query}`).set(s.headers).buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = trade(t.http, a);
    const drinks = (await api.category({ name: 'Drinks', taxPercent: 18, hsn: '2202' })).id;
    const dairy = (await api.category({ name: 'Dairy', taxPercent: 0, hsn: '0401' })).id;
    const computers = (await api.category({ name: 'Computers', taxPercent: 18, hsn: '8471' })).id;
    const cola = (await api.product(drinks, { name: 'Cola 1 l', mrp: '118', pp: '60', sp: '118' })).id;
    const milk = (await api.product(dairy, { name: 'Milk 1 l', mrp: '50', pp: '40', sp: '50' })).id;
    const laptop = (await api.product(computers, { name: 'Laptop', mrp: '70800', pp: '50000', sp: '70800' })).id;
    await api.stockIn((await api.supplier()).id, [{ productId: cola, quantity: 100 }, { productId: milk, quantity: 100 }, { productId: laptop, quantity: 5 }]);
    const shree = (await api.customer({ name: 'Shree Traders', stateId: 27, gstin: MH_BUYER, registrationType: 'REGULAR' })).id;
    const bengaluru = (await api.customer({ name: 'Bengaluru Retail', stateId: 29, gstin: GSTINS.KA, registrationType: 'REGULAR' })).id;
    const ravi = (await api.customer({ name: 'Ravi Kumar', stateId: 29 })).id;
    const sell = (body: object) => api.post('/api/erp/sale-invoice', body);
    await sell({ customerId: shree, items: [{ productId: cola, quantity: 2 }] }); // 1: B2B intra
    const kaB2b = await sell({ customerId: bengaluru, items: [{ productId: cola, quantity: 1 }, { productId: milk, quantity: 1 }] }); // 2: B2B inter + nil
    const walkIn = await sell({ items: [{ productId: cola, quantity: 3 }, { productId: milk, quantity: 2 }] }); // 3: B2C small intra + nil
    await sell({ customerId: ravi, items: [{ productId: cola, quantity: 1 }] }); // 4: B2C small inter
    const large = await sell({ customerId: ravi, items: [{ productId: laptop, quantity: 2 }] }); // 5: B2C large
    const old = await sell({ items: [{ productId: cola, quantity: 1 }] }); // 6: moved to last month below
    await api.post('/api/erp/credit-note', { saleInvoiceId: kaB2b.id, items: [{ lineNo: 1, quantity: 1 }] }); // CN 1: cdnr
    await api.post('/api/erp/credit-note', { saleInvoiceId: large.id, items: [{ lineNo: 1, quantity: 1 }] }); // CN 2: cdnur
    await api.post('/api/erp/credit-note', { saleInvoiceId: walkIn.id, items: [{ lineNo: 1, quantity: 1 }] }); // CN 3: reduces b2cs
    await t.app.get(TenantRunner).runAsCompany(a.companyId, (m) =>
      m.query(`UPDATE sale_invoices SET invoice_date = invoice_date - interval '40 days' WHERE id = $1`, [old.id]));
  });
  afterAll(async () => t.close());

  it("exports the month as the offline tool's JSON: B2B by GSTIN, B2C large and small, credit notes, nil, HSN and documents", async () => {
    const res = await gstr1(a, `month=${month}&format=json`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1_27AAPFU0939F1ZV_${fp}.json"`);
    const r = JSON.parse(res.body);
    expect(r).toMatchObject({ gstin: '27AAPFU0939F1ZV', fp, version: 'GST3.2.4', hash: 'hash' });
    expect(r.b2b).toEqual([
      { ctin: MH_BUYER, inv: [{ inum: inv(1), idt: day, val: 236, pos: '27', rchrg: 'N', inv_typ: 'R',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 200, iamt: 0, camt: 18, samt: 18, csamt: 0 } }] }] },
      { ctin: GSTINS.KA, inv: [{ inum: inv(2), idt: day, val: 168, pos: '29', rchrg: 'N', inv_typ: 'R',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 100, iamt: 18, camt: 0, samt: 0, csamt: 0 } }] }] },
    ]);
    expect(r.b2cl).toEqual([{ pos: '29', inv: [{ inum: inv(5), idt: day, val: 141600, itms: [{ num: 1, itm_det: { rt: 18, txval: 120000, iamt: 21600, csamt: 0 } }] }] }]);
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 100, iamt: 18, csamt: 0 },
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 200, camt: 18, samt: 18, csamt: 0 },
    ]);
    expect(r.cdnr).toEqual([{ ctin: GSTINS.KA, nt: [{ ntty: 'C', nt_num: cn(1), nt_dt: day, pos: '29', rchrg: 'N', inv_typ: 'R', val: 118,
      itms: [{ num: 1, itm_det: { rt: 18, txval: 100, iamt: 18, camt: 0, samt: 0, csamt: 0 } }] }] }]);
    expect(r.cdnur).toEqual([{ ntty: 'C', nt_num: cn(2), nt_dt: day, pos: '29', val: 70800, typ: 'B2CL',
      itms: [{ num: 1, itm_det: { rt: 18, txval: 60000, iamt: 10800, csamt: 0 } }] }]);
    expect(r.nil).toEqual({ inv: [
      { sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 100, ngsup_amt: 0 },
      { sply_ty: 'INTRB2B', expt_amt: 0, nil_amt: 50, ngsup_amt: 0 },
    ] });
    expect(r.hsn.hsn_b2b).toEqual([
      { num: 1, hsn_sc: '0401', desc: 'Milk 1 l', uqc: 'NOS', qty: 1, rt: 0, txval: 50, iamt: 0, camt: 0, samt: 0, csamt: 0 },
      { num: 2, hsn_sc: '2202', desc: 'Cola 1 l', uqc: 'NOS', qty: 2, rt: 18, txval: 200, iamt: 0, camt: 18, samt: 18, csamt: 0 },
    ]);
    expect(r.hsn.hsn_b2c).toEqual([
      { num: 1, hsn_sc: '0401', desc: 'Milk 1 l', uqc: 'NOS', qty: 2, rt: 0, txval: 100, iamt: 0, camt: 0, samt: 0, csamt: 0 },
      { num: 2, hsn_sc: '2202', desc: 'Cola 1 l', uqc: 'NOS', qty: 3, rt: 18, txval: 300, iamt: 18, camt: 18, samt: 18, csamt: 0 },
      { num: 3, hsn_sc: '8471', desc: 'Laptop', uqc: 'NOS', qty: 1, rt: 18, txval: 60000, iamt: 10800, camt: 0, samt: 0, csamt: 0 },
    ]);
    // The invoice moved to last month is not in this month's documents.
    expect(r.doc_issue.doc_det).toEqual([
      { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [{ num: 1, from: inv(1), to: inv(5), totnum: 5, cancel: 0, net_issue: 5 }] },
      { doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: cn(1), to: cn(3), totnum: 3, cancel: 0, net_issue: 3 }] },
    ]);
    // What the return reports adds up with the books: output tax of the month net of credit notes.
    const taxOf = (rows: { iamt?: number; camt?: number; samt?: number }[]) => rows.reduce((s, x) => s + (x.iamt ?? 0) + (x.camt ?? 0) + (x.samt ?? 0), 0);
    expect(taxOf([...r.hsn.hsn_b2b, ...r.hsn.hsn_b2c])).toBe(36 + 18 + 54 + 18 + 21600 - 18 - 10800 - 18);
  });

  it('exports the same month as CSV: every table under its name, one row per rate', async () => {
    const res = await gstr1(a, `month=${month}&format=csv`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1_27AAPFU0939F1ZV_${fp}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(`GSTR-1,27AAPFU0939F1ZV,Return period,${fp}`);
    const at = (name: string) => lines.indexOf(name);
    expect(lines[at('B2B') + 1]).toBe('GSTIN/UIN of Recipient,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Invoice Type,Rate,'
      + 'Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount');
    expect(lines.slice(at('B2B') + 2, at('B2CL') - 1)).toHaveLength(2);
    expect(lines[at('B2CL') + 2]).toMatch(new RegExp(`^${inv(5).replace(/\//g, '\\/')},\\d{2}-[A-Z][a-z]{2}-\\d{4},141600\\.00,29-Karnataka,18\\.00,120000\\.00,21600\\.00,0\\.00$`));
    expect(lines[at('B2CS') + 2]).toBe('OE,29-Karnataka,Inter State,18.00,100.00,18.00,0.00,0.00,0.00');
    expect(lines[at('B2CS') + 3]).toBe('OE,27-Maharashtra,Intra State,18.00,200.00,0.00,18.00,18.00,0.00');
    expect(lines[at('CDNUR') + 2]).toMatch(/^B2CL,CN\//);
    expect(lines[at('DOCS') + 2]).toBe(`Invoices for outward supply,${inv(1)},${inv(5)},5,0,5`);
  });

  it.each([
    ['', 'Month is required'],
    ['month=2026-13', 'Month must be written yyyy-MM, e.g. 2026-11'],
    ['month=Nov 2026', 'Month must be written yyyy-MM, e.g. 2026-11'],
    [`month=${month}&format=xml`, 'Format must be json or csv'],
  ])('refuses %j with the field message', async (query, message) => {
    const res = await t.http.get(`/api/erp/gst-return/gstr1?${query}`).set(a.headers).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 409 for a company that does not file GSTR-1 (no GSTIN, or composition), and shows B nothing of A', async () => {
    const unregistered = await activeCompany(t.http, { gstin: null });
    const res = await t.http.get(`/api/erp/gst-return/gstr1?month=${month}`).set(unregistered.headers).expect(409);
    expect(res.body.message).toBe('GSTR-1 is filed by GST-registered businesses: add the company GSTIN to the profile first');

    const b = await activeCompany(t.http);
    // Issue 28 item 6: a month without invoices is said so, not handed over as a file of empty tables.
    const empty = await t.http.get(`/api/erp/gst-return/gstr1?month=${month}`).set(b.headers).expect(404);
    expect(empty.body.message).toMatch(/^No invoices in [A-Z][a-z]{2} \d{4}$/);
    await trade(t.http, b).post('/api/erp/inventory-setting', { stateId: null, allowNegativeStock: false, composition: true });
    expect((await t.http.get(`/api/erp/gst-return/gstr1?month=${month}`).set(b.headers).expect(409)).body.message)
      .toBe('A composition dealer files GSTR-4, not GSTR-1');
  });
});
