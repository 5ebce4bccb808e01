import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { clearUsage, invoiceOf, ist, runMonth, startBillingApp, subscribedSince, waitFor, type BillingTestApp } from './billing-fixtures.js';

/**
 * Issue 30 item 5: the payment status page and the call behind it work with no session (a payer returning in
 * a fresh browser), showing the invoice number, amount, state and the provider's support contact from
 * configuration; the order id is unguessable; PhonePe returns the payer to the host they used when
 * PUBLIC_BASE_URLS lists it.
 */
describe('the public payment status', () => {
  let t: BillingTestApp;
  let payer: Session & { email: string };
  let invoiceId: number;

  beforeAll(async () => {
    t = await startBillingApp({ SUPPORT_EMAIL: 'billing@bizdesk.example.in', SUPPORT_PHONE: '02041234567', PUBLIC_BASE_URLS: 'https://erp.sharma.example.in' });
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    const admin = await superAdmin(t.http);
    payer = await activeCompany(t.http, { name: 'Fresh Browser Traders' });
    await clearUsage(t.owner, payer.companyId);
    await subscribedSince(t.owner, payer.companyId, 3, ist('2026-02-01 10:00'));
    await runMonth(t.http, admin, '2026-03');
    invoiceId = Number((await invoiceOf(t.owner, payer.companyId, '2026-03'))!.id);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers with no session: invoice number, amount, state and the configured support contact', async () => {
    const link = (await t.http.get(`/api/erp/billing/pay?invoiceId=${invoiceId}`).set(payer.headers).expect(200)).body.data;
    expect(link.orderId).toMatch(/^BDK[0-9A-F]{32}$/);
    const back = await fetch(link.url, { method: 'POST', body: new URLSearchParams({ outcome: 'PAY', mode: 'UPI_QR' }), redirect: 'manual' });
    expect(back.status).toBe(303);
    // No Authorization header, no cookie: what a fresh browser sends.
    const status = await waitFor('the payment to be confirmed', async () => {
      const res = await t.http.post('/api/erp/billing/pay-status').send({ orderId: link.orderId });
      return res.status === 200 && res.body.data.state === 'COMPLETED' ? res : null;
    });
    const inv = (await invoiceOf(t.owner, payer.companyId, '2026-03'))!;
    expect(status.body.message).toBe(`Payment successful. Invoice ${inv.invoice_no} is paid.`);
    expect(status.body.data).toMatchObject({
      orderId: link.orderId, invoiceNo: inv.invoice_no, amount: '943.00', state: 'COMPLETED', paymentStatus: 'PAID',
      supportEmail: 'billing@bizdesk.example.in', supportPhone: '02041234567',
    });
    // A guess is a 404, the same as an id that was never ours.
    await t.http.post('/api/erp/billing/pay-status').send({ orderId: `BDK${'A'.repeat(32)}` }).expect(404);
  });

  it('returns the payer to the host they opened the console under when PUBLIC_BASE_URLS lists it, else to PUBLIC_URL', async () => {
    const other = await activeCompany(t.http, { name: 'Second Host Traders' });
    await clearUsage(t.owner, other.companyId);
    await subscribedSince(t.owner, other.companyId, 3, ist('2026-02-01 10:00'));
    const admin = await superAdmin(t.http);
    await runMonth(t.http, admin, '2026-03');
    const id = Number((await invoiceOf(t.owner, other.companyId, '2026-03'))!.id);
    const listed = await t.http.get(`/api/erp/billing/pay?invoiceId=${id}`).set(other.headers)
      .set('Host', 'erp.sharma.example.in').set('X-Forwarded-Proto', 'https').expect(200);
    const listedBack = await fetch(listed.body.data.url, { method: 'POST', body: new URLSearchParams({ outcome: 'FAIL', mode: 'UPI_QR' }), redirect: 'manual' });
    expect(listedBack.headers.get('location')).toBe(`https://erp.sharma.example.in/admin/phonepe-status?orderId=${listed.body.data.orderId}`);

    // A host not listed never becomes the return address.
    await waitFor('the failed order to settle', async () => {
      const res = await t.http.post('/api/erp/billing/pay-status').send({ orderId: listed.body.data.orderId });
      return res.body.data?.state === 'FAILED' ? res : null;
    });
    const unlisted = await t.http.get(`/api/erp/billing/pay?invoiceId=${id}`).set(other.headers).set('Host', 'evil.example.com').expect(200);
    const unlistedBack = await fetch(unlisted.body.data.url, { method: 'POST', body: new URLSearchParams({ outcome: 'FAIL', mode: 'UPI_QR' }), redirect: 'manual' });
    expect(unlistedBack.headers.get('location')).toBe(`${t.baseUrl}/admin/phonepe-status?orderId=${unlisted.body.data.orderId}`);
  });
});
