import { gstinCheckDigit } from '@bizdesk/shared';
import { GSTINS, trade } from '../inventory/trade-fixtures.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const all = (xml: string, re: RegExp) => [...xml.matchAll(re)];

/** Issue 28 item 5: the books as a Tally XML import; every voucher balances and names only ledgers the file defines. */
describe('Tally export', () => {
  let t: TestApp;
  let a: Session;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const MH_BUYER = `27AABCU9603R1Z${gstinCheckDigit('27AABCU9603R1Z')}`;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    const api = trade(t.http, a);
    const drinks = (await api.category({ name: 'Drinks', taxPercent: 18, hsn: '2202' })).id;
    const cola = (await api.product(drinks, { name: 'Cola 1 l', mrp: '118', pp: '50', sp: '118' })).id;
    await api.stockIn((await api.supplier({ name: 'Pune Wholesale & Sons', stateId: 29, gstin: GSTINS.KA, registrationType: 'REGULAR' })).id,
      [{ productId: cola, quantity: 20 }]);
    // A customer named like an account: its ledger gets its kind added.
    const shree = (await api.customer({ name: 'Cash', stateId: 27, gstin: MH_BUYER, registrationType: 'REGULAR', creditLimit: '10000' })).id;
    const credit = await api.post('/api/erp/sale-invoice', { customerId: shree, paymentMode: 'CREDIT', items: [{ productId: cola, quantity: 3 }] });
    await api.post('/api/erp/sale-invoice', { items: [{ productId: cola, quantity: 1 }] });
    await api.post('/api/erp/credit-note', { saleInvoiceId: credit.id, items: [{ lineNo: 1, quantity: 1 }] });
    const cash = (await api.get('/api/erp/coa-account/select?subTypes=CASH'))[0].id;
    const category = (await api.get('/api/erp/expense-category/select'))[0].id;
    await api.post('/api/erp/expense', { id: 0, title: 'Office "tea" <snacks>', amount: '250', expenseCategoryId: category, expenseDate: today, paymentAccountId: cash });
  });
  afterAll(async () => t.close());

  it('answers ledgers and balanced vouchers of the period that name only those ledgers', async () => {
    const res = await t.http.get(`/api/erp/export/tally?from=${today.slice(0, 8)}01&to=${today}`).set(a.headers).buffer(true)
      .parse((r, done) => { let s = ''; r.setEncoding('utf8'); r.on('data', (c: string) => (s += c)); r.on('end', () => done(null, s)); }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tally-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xml"$/);
    const xml: string = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data<\/TALLYREQUEST><\/HEADER>/);
    expect(xml.trim().endsWith('</ENVELOPE>')).toBe(true);

    const ledgers = new Map(all(xml, /<LEDGER NAME="([^"]*)" ACTION="Create">(.*?)<\/LEDGER>/g).map((m) => [unescape(m[1]), m[2]]));
    expect(ledgers.get('Accounts Receivable')).toContain('<PARENT>Sundry Debtors</PARENT>');
    expect(ledgers.get('Input GST')).toContain('<PARENT>Duties &amp; Taxes</PARENT>');
    expect(ledgers.get('Purchases')).toContain('<PARENT>Purchase Accounts</PARENT>');
    expect(ledgers.get('Cash')).toContain('<PARENT>Cash-in-Hand</PARENT>');
    expect(ledgers.get('Cash (Customer)')).toContain(`<GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><PARTYGSTIN>${MH_BUYER}</PARTYGSTIN><LEDSTATENAME>Maharashtra</LEDSTATENAME>`);
    expect(ledgers.get('Pune Wholesale & Sons')).toContain(`<PARENT>Sundry Creditors</PARENT><GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><PARTYGSTIN>${GSTINS.KA}</PARTYGSTIN><LEDSTATENAME>Karnataka</LEDSTATENAME>`);

    const vouchers = all(xml, /<VOUCHER VCHTYPE="([^"]*)" ACTION="Create">(.*?)<\/VOUCHER>/g);
    expect(vouchers.map((v) => v[1]).sort()).toEqual(['Credit Note', 'Payment', 'Purchase', 'Sales', 'Sales']);
    for (const [, type, body] of vouchers) {
      const entries = all(body, /<LEDGERNAME>(.*?)<\/LEDGERNAME><ISDEEMEDPOSITIVE>(Yes|No)<\/ISDEEMEDPOSITIVE><AMOUNT>(-?\d+\.\d{2})<\/AMOUNT>/g);
      expect(entries.length).toBeGreaterThanOrEqual(2);
      // Balanced to the paisa, and the sign agrees with ISDEEMEDPOSITIVE (debits are negative in Tally).
      expect(entries.reduce((s, e) => s + Math.round(Number(e[3]) * 100), 0)).toBe(0);
      for (const [, ledger, deemed, amount] of entries) {
        expect(ledgers.has(unescape(ledger))).toBe(true);
        expect(deemed === 'Yes').toBe(Number(amount) < 0);
      }
      expect(body).toMatch(new RegExp(`^<DATE>${today.replace(/-/g, '')}</DATE><VOUCHERTYPENAME>${type}</VOUCHERTYPENAME><VOUCHERNUMBER>GT\\d+</VOUCHERNUMBER>`));
    }
    expect(xml).toContain('<NARRATION>Expense: Office &quot;tea&quot; &lt;snacks&gt;');
  });

  it('refuses a bad period with the field message', async () => {
    expect((await t.http.get('/api/erp/export/tally?from=2026-11-30&to=2026-11-01').set(a.headers).expect(400)).body.message).toBe('To date must be on or after From date');
    expect((await t.http.get('/api/erp/export/tally?from=2025-01-01&to=2026-11-01').set(a.headers).expect(400)).body.message).toBe('Export at most one year (366 days) at a time');
    expect((await t.http.get('/api/erp/export/tally?to=2026-11-01').set(a.headers).expect(400)).body.message).toBe('From date is required');
  });
});
