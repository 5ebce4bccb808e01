import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { activeCompany, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, trade } from '../inventory/trade-fixtures.js';
import { pdfText } from '../pdf/pdf-tools.js';

/** The QR codes printed on a PDF page, read the way a phone would (rasterised by poppler, decoded by zbar). */
function pdfQrCodes(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'bizdesk-qr-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', join(dir, 'doc.pdf'), join(dir, 'page')]);
    const page = execFileSync('ls', [dir], { encoding: 'utf8' }).split('\n').find((f) => f.endsWith('.png'))!;
    return execFileSync('zbarimg', ['-q', join(dir, page)], { encoding: 'utf8' }).trim().split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}


/** Issue 31 item 6: the sale invoice carries the seller's contact, bank and UPI; answers as a PDF; shares by a 30-day link. */
describe('sale invoices ready to share', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let creditInvoice: { id: number; invoiceNumber: string; totalAmount: string };
  let cashInvoice: { id: number; invoiceNumber: string };

  async function ownerQuery(text: string, params: unknown[] = []) {
    const client = new pg.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    // Real limits, so the public link's own limit can be reached (addresses from X-Forwarded-For, set by the tests' proxy).
    t = await startTestApp({ RATE_LIMIT_SCALE: '1' });
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    const api = trade(t.http, a);
    await t.http.post('/api/erp/invoice-details').set(a.headers).send({
      phone: '+91 98220 00001', email: 'billing@sharma.example.in', bankName: 'HDFC Bank', accountNumber: '50100123456789', ifsc: 'hdfc0001234', upiId: 'sharma.stores@okhdfcbank',
    }).expect(200);
    const supplier = (await api.supplier({ name: 'Pune Wholesale' })).id;
    const category = (await api.category({ name: 'Grocery', taxPercent: 5, hsn: '1006' })).id;
    const rice = (await api.product(category, { name: 'Basmati Rice', mrp: '120', pp: '80', sp: '100', uqc: 'KGS' })).id;
    const customer = (await api.customer({ name: 'Shree Stores', stateId: 27, gstin: GSTINS.MH, phone: '9822055555', creditLimit: '100000' })).id;
    await api.stockIn(supplier, [{ productId: rice, quantity: 50 }]);
    creditInvoice = await api.post('/api/erp/sale-invoice', { customerId: customer, items: [{ productId: rice, quantity: 3 }], paymentMode: 'CREDIT' });
    cashInvoice = await api.post('/api/erp/sale-invoice', { items: [{ productId: rice, quantity: 1 }] });
  });
  afterAll(async () => t.close());

  it('prints the seller phone, e-mail, bank, UPI, units, payment mode, the customer phone and a UPI link for the amount due', async () => {
    const res = await t.http.get(`/api/erp/sale-invoice/${creditInvoice.id}/printable`).set(a.headers).expect(200);
    const inv = res.body.data;
    expect(inv.sellerContact).toMatchObject({
      phone: '9822000001', email: 'billing@sharma.example.in', bankName: 'HDFC Bank', accountNumber: '50100123456789', ifsc: 'HDFC0001234', upiId: 'sharma.stores@okhdfcbank',
    });
    expect(inv).toMatchObject({ customerPhone: '9822055555', paymentMode: 'Credit', amountDue: creditInvoice.totalAmount });
    expect(inv.items[0]).toMatchObject({ unit: 'KGS', quantity: '3.000' });
    const due = creditInvoice.totalAmount;
    expect(inv.upiPayUri).toBe(`upi://pay?pa=sharma.stores%40okhdfcbank&pn=${encodeURIComponent(inv.supplier.name)}&am=${due}&tn=${encodeURIComponent(creditInvoice.invoiceNumber)}&cu=INR`);
    // Paid at the counter: nothing due, no UPI link.
    const cash = (await t.http.get(`/api/erp/sale-invoice/${cashInvoice.id}/printable`).set(a.headers).expect(200)).body.data;
    expect(cash).toMatchObject({ paymentMode: 'Cash', amountDue: '0.00', upiPayUri: null, customerPhone: null });
  });

  it('answers the invoice as a PDF with the invoice number, UPI id, bank and a UPI QR a phone can read', async () => {
    const res = await t.http.get(`/api/erp/sale-invoice/${creditInvoice.id}/pdf`).set(a.headers).buffer(true).parse((r, cb) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => cb(null, Buffer.concat(chunks))); }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(creditInvoice.invoiceNumber);
    expect(text).toContain('sharma.stores@okhdfcbank');
    expect(text).toContain('HDFC Bank');
    expect(text).toContain('HDFC0001234');
    expect(text).toContain('9822055555');
    expect(text).toContain('KGS');
    expect(text).toContain('Credit');
    expect(pdfQrCodes(pdf)).toContain(`QR-Code:upi://pay?pa=sharma.stores%40okhdfcbank&pn=${encodeURIComponent((await t.http.get(`/api/erp/sale-invoice/${creditInvoice.id}/printable`).set(a.headers)).body.data.supplier.name)}&am=${creditInvoice.totalAmount}&tn=${encodeURIComponent(creditInvoice.invoiceNumber)}&cu=INR`);
  });

  it("does not answer another company's invoice", async () => {
    await t.http.get(`/api/erp/sale-invoice/${creditInvoice.id}/pdf`).set(b.headers).expect(404);
    await t.http.get(`/api/erp/sale-invoice/${creditInvoice.id}/printable`).set(b.headers).expect(404);
    await t.http.post(`/api/erp/sale-invoice/${creditInvoice.id}/share`).set(b.headers).expect(404);
  });

  it('shares a link that downloads the PDF without a session, and a WhatsApp link with the number, amount and link', async () => {
    const res = await t.http.post(`/api/erp/sale-invoice/${creditInvoice.id}/share`).set(a.headers).expect(200);
    const share = res.body.data;
    const token = /\/api\/erp\/shared-invoice\/([A-Za-z0-9_-]{43})$/.exec(share.url)?.[1];
    expect(token).toBeDefined();
    expect(share.message).toContain(creditInvoice.invoiceNumber);
    expect(share.message).toContain(share.url);
    expect(share.whatsappUrl).toBe(`https://wa.me/919822055555?text=${encodeURIComponent(share.message)}`);
    const days = (Date.parse(share.expiresOn) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // No session at all.
    const file = await t.http.get(`/api/erp/shared-invoice/${token}`).buffer(true).parse((r, cb) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => cb(null, Buffer.concat(chunks))); }).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfText(file.body as Buffer)).toContain(creditInvoice.invoiceNumber);

    // Only the hash is stored.
    const rows = await ownerQuery(`SELECT token_hash FROM sale_invoice_share_links WHERE invoice_id = $1`, [creditInvoice.id]);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a wrong, expired or revoked token', async () => {
    await t.http.get(`/api/erp/shared-invoice/${'x'.repeat(43)}`).expect(404);
    await t.http.get('/api/erp/shared-invoice/short').expect(404);
    const expiring = (await t.http.post(`/api/erp/sale-invoice/${cashInvoice.id}/share`).set(a.headers).expect(200)).body.data;
    const token = expiring.url.split('/').pop();
    await ownerQuery(`UPDATE sale_invoice_share_links SET expires_at = now() - interval '1 second' WHERE invoice_id = $1`, [cashInvoice.id]);
    const expired = await t.http.get(`/api/erp/shared-invoice/${token}`).expect(404);
    expect(expired.body.message).toBe('This invoice link is not valid or has expired');
    // A customer without a phone: no number for wa.me.
    expect(expiring.whatsappUrl).toBeNull();

    const live = (await t.http.post(`/api/erp/sale-invoice/${cashInvoice.id}/share`).set(a.headers).expect(200)).body.data;
    const revoked = await t.http.delete(`/api/erp/sale-invoice/${cashInvoice.id}/share`).set(a.headers).expect(200);
    expect(revoked.body).toMatchObject({ message: '1 share link revoked', data: 1 });
    await t.http.get(`/api/erp/shared-invoice/${live.url.split('/').pop()}`).expect(404);
  });

  it('limits how often the public link is tried from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i += 1) {
      statuses.push((await t.http.get(`/api/erp/shared-invoice/${'y'.repeat(43)}`).set('X-Forwarded-For', '203.0.113.31')).status);
    }
    expect(statuses.at(-1)).toBe(429);
    // 30 at once (the bucket refills one every 2 s, so a slow run may see one more before the refusal).
    const before = statuses.slice(0, -1);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(new Set(before)).toEqual(new Set([404]));
    // Another address is not held back.
    await t.http.get(`/api/erp/shared-invoice/${'y'.repeat(43)}`).set('X-Forwarded-For', '203.0.113.32').expect(404);
  });
});
