import { JobQueue } from '../../src/core/queue/index.js';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { clearUsage, invoiceOf, ist, runMonth, startBillingApp, subscribedSince, waitFor, type BillingTestApp } from './billing-fixtures.js';

const KA_GSTIN = '29AAGCB7383J1Z4';

describe('paying an invoice through PhonePe (the real SDK against the product\'s simulator)', () => {
  let t: BillingTestApp;
  let admin: Session;
  let payer: Session & { email: string };
  let decliner: Session & { email: string };
  let latePayer: Session & { email: string };
  let statusOnly: Session & { email: string };
  const invoiceId = async (s: Session) => Number((await invoiceOf(t.owner, s.companyId, '2026-03'))!.id);

  beforeAll(async () => {
    t = await startBillingApp();
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    admin = await superAdmin(t.http);
    payer = await activeCompany(t.http, { name: 'Prompt Payers Pune' });
    decliner = await activeCompany(t.http, { name: 'Card Declined Bengaluru', gstin: KA_GSTIN });
    latePayer = await activeCompany(t.http, { name: 'Late Callback Traders' });
    statusOnly = await activeCompany(t.http, { name: 'Redirect Only Traders' });
    for (const c of [payer, decliner, latePayer, statusOnly]) {
      await clearUsage(t.owner, c.companyId);
      await subscribedSince(t.owner, c.companyId, 3, ist('2026-02-01 10:00'));
    }
    await runMonth(t.http, admin, '2026-03');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  async function payNow(s: Session) {
    const res = await t.http.get(`/api/erp/billing/pay?invoiceId=${await invoiceId(s)}`).set(s.headers);
    if (res.status !== 200) throw new Error(`pay: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { url: string; orderId: string; expireAt: string };
  }

  /** What the shopper does on PhonePe's page: the form's Pay or Fail button. */
  async function checkout(url: string, outcome: 'PAY' | 'FAIL', mode = 'UPI_QR') {
    return fetch(url, { method: 'POST', body: new URLSearchParams({ outcome, mode }), redirect: 'manual' });
  }

  const payStatus = (s: Session, orderId: unknown) => t.http.post('/api/erp/billing/pay-status').set(s.headers).send({ orderId });

  it('gives one live PhonePe order for two clicks on Pay Now', async () => {
    const id = await invoiceId(payer);
    const [a, b] = await Promise.all([0, 1].map(() => t.http.get(`/api/erp/billing/pay?invoiceId=${id}`).set(payer.headers)));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.message).toBe('Redirecting to PhonePe');
    expect(a.body.data.orderId).toBe(b.body.data.orderId);
    expect(a.body.data.url).toMatch(new RegExp(`^${t.baseUrl}/api/simulator/phonepe/checkout/OMO[0-9A-Z]+$`));
    const { rows } = await t.owner.query(`SELECT merchant_order_id, amount_paise::int, state FROM payment_orders WHERE invoice_id = $1`, [id]);
    expect(rows).toEqual([{ merchant_order_id: a.body.data.orderId, amount_paise: 94300, state: 'PENDING' }]);
  });

  it('pays with the simulator: Pay sends the signed callback, the browser returns to the status page, the invoice is PAID once', async () => {
    const link = await payNow(payer);
    const page = await fetch(link.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    for (const text of ['PhonePe Simulator', '₹943.00', link.orderId, '>Pay<', '>Fail<']) expect(html).toContain(text);

    const back = await checkout(link.url, 'PAY', 'UPI_QR');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${t.baseUrl}/admin/phonepe-status?orderId=${link.orderId}`);
    // The callback only queued a check with PhonePe's status API; that check settles the order.
    await waitFor('the callback\'s status check', async () =>
      (await t.owner.query(`SELECT 1 FROM payment_orders WHERE merchant_order_id = $1 AND state = 'COMPLETED'`, [link.orderId])).rowCount);

    const status = await payStatus(payer, link.orderId).expect(200);
    const inv = (await invoiceOf(t.owner, payer.companyId, '2026-03'))!;
    expect(status.body).toEqual({
      status: 'OK', message: `Payment successful. Invoice ${inv.invoice_no} is paid.`,
      data: {
        orderId: link.orderId, state: 'COMPLETED', invoiceId: Number(inv.id), invoiceNo: inv.invoice_no, amount: '943.00', paymentStatus: 'PAID', paymentMode: 'UPI_QR',
        paidOn: expect.any(String), supportEmail: null, supportPhone: expect.stringMatching(/^\d{10}$/),
      },
    });
    const details = await t.http.get(`/api/erp/billing/details?id=${inv.id}`).set(payer.headers).expect(200);
    expect(details.body.data).toMatchObject({ paymentStatus: 'PAID', paymentMode: 'UPI_QR', paidOn: status.body.data.paidOn });
    const { rows: [order] } = await t.owner.query(`SELECT state, settled_by FROM payment_orders WHERE merchant_order_id = $1`, [link.orderId]);
    expect(order).toEqual({ state: 'COMPLETED', settled_by: 'CALLBACK' });

    // A receipt, the provider's books, the dashboard, and no second payment.
    const { rows: mails } = await t.owner.query(`SELECT subject FROM outbox_emails WHERE to_address = $1 ORDER BY id`, [payer.email]);
    expect(mails.map((m) => m.subject)).toContain(`Payment received for invoice ${inv.invoice_no}`);
    const tb = await t.http.get('/api/erp/account/reports/trial-balance').query({ fromDate: '2026-04-01', toDate: '2026-12-31' }).set(admin.headers).expect(200);
    const clearing = tb.body.data.rows.find((r: { name: string }) => r.name === 'PhonePe Clearing');
    expect(clearing).toMatchObject({ closingDebit: '943.00' });
    expect((await t.http.get('/api/auth/dashboard').set(payer.headers).expect(200)).body.data.dueInvoicesCount).toBe(0);
    // The provider's overview: collected this month (the payment's month, PhonePe's time).
    t.clock.useClock(() => new Date());
    const overview = await t.http.get('/api/erp/dashboard/provider').set(admin.headers).expect(200);
    expect(overview.body.data.billing).toMatchObject({ collectedCount: 1, collectedAmount: '943.00', outstandingCount: 3, outstandingAmount: '2829.00' });
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    const again = await t.http.get(`/api/erp/billing/pay?invoiceId=${inv.id}`).set(payer.headers).expect(409);
    expect(again.body.message).toBe('This invoice is already paid');
    // Asking again answers from what was applied, and changes nothing.
    await payStatus(payer, link.orderId).expect(200);
    const { rows: journals } = await t.owner.query(`SELECT count(*)::int AS n FROM journals WHERE reference_module = 'BILLING_INVOICE' AND reference_id = $1`, [inv.id]);
    expect(journals[0].n).toBe(2);
  });

  it('shows a failed payment, keeps the invoice unpaid and lets the company pay again with a new order', async () => {
    const first = await payNow(decliner);
    const back = await checkout(first.url, 'FAIL');
    expect(back.status).toBe(303);
    const status = await payStatus(decliner, first.orderId).expect(200);
    expect(status.body).toMatchObject({
      status: 'OK', message: 'Payment failed. No money was taken; you can try again with Pay Now on the invoice.',
      data: { state: 'FAILED', paymentStatus: 'UNPAID', paymentMode: null, paidOn: null },
    });
    const second = await payNow(decliner);
    expect(second.orderId).not.toBe(first.orderId);
    expect((await t.http.get('/api/auth/dashboard').set(decliner.headers).expect(200)).body.data.dueInvoicesCount).toBe(1);
  });

  it('never trusts the redirect: the status page asks PhonePe, pending until PhonePe says paid', async () => {
    const link = await payNow(statusOnly);
    // The browser comes back without paying (or someone types the address): PhonePe says pending.
    const pending = await payStatus(statusOnly, link.orderId).expect(200);
    expect(pending.body).toMatchObject({
      message: 'Your payment is being processed. This page updates when PhonePe confirms it.', data: { state: 'PENDING', paymentStatus: 'UNPAID' },
    });
    // PhonePe completes the order, but its callback does not reach us: the status page's own question applies it.
    await t.owner.query(
      `UPDATE phonepe_simulator_orders SET state = 'COMPLETED', payment_mode = 'CARD', transaction_id = 'OMCARD1', completed_at = now()
        WHERE merchant_order_id = $1`, [link.orderId]);
    const paid = await payStatus(statusOnly, link.orderId).expect(200);
    expect(paid.body.data).toMatchObject({ state: 'COMPLETED', paymentStatus: 'PAID', paymentMode: 'CARD' });
    const { rows: [order] } = await t.owner.query(`SELECT settled_by FROM payment_orders WHERE merchant_order_id = $1`, [link.orderId]);
    expect(order.settled_by).toBe('STATUS_CHECK');
  });

  it('answers 404 for an unknown order; the unguessable order id alone shows its own status (issue 30: no session needed)', async () => {
    const link = await payNow(latePayer);
    expect(link.orderId).toMatch(/^BDK[0-9A-F]{32}$/);
    const unknown = await payStatus(payer, `BDK${'0'.repeat(32)}`).expect(404);
    expect(unknown.body).toEqual({ status: 'NOT_FOUND', message: 'Payment not found', data: null });
    const seen = await payStatus(payer, link.orderId).expect(200);
    expect(seen.body.data).toMatchObject({ orderId: link.orderId, invoiceId: await invoiceId(latePayer), state: 'PENDING' });
    await payStatus(payer, 'BDK1TNOSUCHORDER').expect(404);
    await payStatus(payer, '../../etc/passwd').expect(404);
    const missing = await payStatus(payer, undefined).expect(400);
    expect(missing.body.message).toBe('Order id is required');
    const bad = await t.http.get('/api/erp/billing/pay?invoiceId=abc').set(payer.headers).expect(400);
    expect(bad.body.message).toBe('invoiceId must be a positive whole number');
  });

  it('reconciles orders left pending for 15 minutes with PhonePe (a callback that never came)', async () => {
    const link = await payNow(latePayer);
    // The shopper paid on PhonePe but its callback was lost and the browser never came back.
    await t.owner.query(
      `UPDATE phonepe_simulator_orders SET state = 'COMPLETED', payment_mode = 'NET_BANKING', transaction_id = 'OMLOST1', completed_at = now()
        WHERE merchant_order_id = $1`, [link.orderId]);
    await t.owner.query(`UPDATE payment_orders SET created_at = now() - interval '20 minutes' WHERE merchant_order_id = $1`, [link.orderId]);
    await t.app.get(JobQueue).enqueue('billing.reconcile-payments', { companyId: null }, { idempotencyKey: `test-${Date.now()}` });
    await waitFor('the reconciliation', async () => (await invoiceOf(t.owner, latePayer.companyId, '2026-03'))!.payment_status === 'PAID');
    const { rows: [order] } = await t.owner.query(`SELECT state, settled_by, payment_mode FROM payment_orders WHERE merchant_order_id = $1`, [link.orderId]);
    expect(order).toEqual({ state: 'COMPLETED', settled_by: 'RECONCILE', payment_mode: 'NET_BANKING' });
  });
});
