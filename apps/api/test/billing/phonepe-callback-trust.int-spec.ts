import { createHash } from 'node:crypto';
import { HousekeepingJob } from '../../src/core/housekeeping/housekeeping.js';
import { JobQueue } from '../../src/core/queue/index.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { InvoicePaymentsService } from '../../src/modules/billing/services/invoice-payments.service.js';
import { RECONCILE_ORDER_JOB } from '../../src/modules/billing/services/payment-checks.js';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { clearUsage, invoiceOf, ist, runMonth, startBillingApp, subscribedSince, waitFor, type BillingTestApp } from './billing-fixtures.js';

/** The simulator's callback credentials (local defaults; production never runs the simulator). */
const CALLBACK_AUTH = createHash('sha256').update('bizdesk-simulator:bizdesk-simulator-callback').digest('hex');

type Company = Session & { email: string };

/**
 * Issue 24 item 5: a PhonePe callback is a hint, never a verdict. Its Authorization header is the same digest on
 * every callback, so whoever saw one can send any body with it: only PhonePe's order-status API (the simulator's,
 * through the real SDK) decides, with our amount and order ids.
 */
describe('PhonePe callbacks only trigger a status check; the status API decides', () => {
  let t: BillingTestApp;
  let admin: Session;
  const companies: Record<string, Company> = {};
  const names = ['forged', 'genuine', 'replayed', 'mismatch', 'late', 'declined', 'lapsed', 'killed'] as const;

  beforeAll(async () => {
    t = await startBillingApp();
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    admin = await superAdmin(t.http);
    for (const name of names) {
      const c = await activeCompany(t.http, { name: `Callback Trust ${name} Traders` });
      await clearUsage(t.owner, c.companyId);
      await subscribedSince(t.owner, c.companyId, 3, ist('2026-02-01 10:00'));
      companies[name] = c;
    }
    await runMonth(t.http, admin, '2026-03');
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  const invoice = async (c: Company) => (await invoiceOf(t.owner, c.companyId, '2026-03'))!;

  async function payNow(c: Company) {
    const res = await t.http.get(`/api/erp/billing/pay?invoiceId=${(await invoice(c)).id}`).set(c.headers);
    if (res.status !== 200) throw new Error(`pay: ${res.status} ${JSON.stringify(res.body)}`);
    const link = res.body.data as { url: string; orderId: string };
    const { rows: [o] } = await t.owner.query(
      `SELECT id::int, gateway_order_id, amount_paise::int AS amount FROM payment_orders WHERE merchant_order_id = $1`, [link.orderId]);
    return { ...link, rowId: o.id as number, gatewayOrderId: o.gateway_order_id as string, amount: o.amount as number };
  }

  const checkout = (url: string, outcome: 'PAY' | 'FAIL') =>
    fetch(url, { method: 'POST', body: new URLSearchParams({ outcome, mode: 'UPI_QR' }), redirect: 'manual' });

  const payStatus = (c: Company, orderId: string) => t.http.post('/api/erp/billing/pay-status').set(c.headers).send({ orderId });

  const callback = async (body: string, authorization = CALLBACK_AUTH) => {
    const res = await fetch(`${t.baseUrl}/api/webhooks/phonepe`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: authorization }, body });
    return { status: res.status, body: await res.json() };
  };

  /** A callback body as PhonePe shapes it, saying whatever the caller wants. */
  const callbackBody = (link: { orderId: string; gatewayOrderId: string }, amount: number, state = 'COMPLETED') => JSON.stringify({
    type: `CHECKOUT_ORDER_${state}`, event: `checkout.order.${state.toLowerCase()}`,
    payload: {
      merchantOrderId: link.orderId, orderId: link.gatewayOrderId, state, amount, expireAt: Date.now() + 600_000,
      paymentDetails: [{ paymentMode: 'UPI_INTENT', transactionId: 'OMMADEUP1', timestamp: Date.now(), amount, state }],
    },
  });

  /** What PhonePe (the simulator) records, changed behind the product's back (a callback that never arrived). */
  const phonePeSays = (merchantOrderId: string, set: string) =>
    t.owner.query(`UPDATE phonepe_simulator_orders SET ${set} WHERE merchant_order_id = $1`, [merchantOrderId]);

  const order = async (merchantOrderId: string) => (await t.owner.query(
    `SELECT state, settled_by, error_code, payment_mode FROM payment_orders WHERE merchant_order_id = $1`, [merchantOrderId])).rows[0];

  const events = async (merchantOrderId: string) => (await t.owner.query(
    `SELECT source, outcome, detail FROM payment_events WHERE merchant_order_id = $1 ORDER BY id`, [merchantOrderId])).rows as { source: string; outcome: string; detail: string }[];

  const waitForEvent = (merchantOrderId: string, outcome: string) =>
    waitFor(`a ${outcome} event for ${merchantOrderId}`, async () => (await events(merchantOrderId)).find((e) => e.outcome === outcome));

  /** Journals of the invoice (1: issued; 2: issued and paid) and receipt mails sent for it. */
  async function books(c: Company) {
    const inv = await invoice(c);
    const { rows: [n] } = await t.owner.query(
      `SELECT (SELECT count(*)::int FROM journals WHERE reference_module = 'BILLING_INVOICE' AND reference_id = $1) AS journals,
              (SELECT count(*)::int FROM outbox_emails WHERE subject = $2) AS receipts`,
      [inv.id, `Payment received for invoice ${inv.invoice_no}`]);
    return { paymentStatus: inv.payment_status, ...n };
  }

  async function jobDone(jobId: string) {
    await waitFor(`job ${jobId}`, async () => {
      const s = await t.app.get(JobQueue).status(jobId);
      if (s?.state === 'failed') throw new Error(`job ${jobId} failed: ${s.failedReason}`);
      return s?.state === 'completed';
    });
  }

  it('a made-up COMPLETED body under valid credentials pays nothing: PhonePe is asked and says the order is pending', async () => {
    const c = companies.forged;
    const link = await payNow(c);
    const answer = await callback(callbackBody(link, link.amount));
    expect(answer).toEqual({ status: 200, body: { status: 'OK', message: 'Callback received', data: { outcome: 'QUEUED' } } });

    const unconfirmed = await waitForEvent(link.orderId, 'UNCONFIRMED');
    expect(unconfirmed).toEqual({
      source: 'CALLBACK', outcome: 'UNCONFIRMED', detail: 'callback said COMPLETED; PhonePe says PENDING',
    });
    expect(await order(link.orderId)).toMatchObject({ state: 'PENDING', settled_by: null });
    expect(await books(c)).toEqual({ paymentStatus: 'UNPAID', journals: 1, receipts: 0 });
    const status = await payStatus(c, link.orderId).expect(200);
    expect(status.body.data).toMatchObject({ state: 'PENDING', paymentStatus: 'UNPAID' });
  });

  it('a genuine payment: the simulator\'s callback makes us ask PhonePe, which confirms it; replays of it change nothing', async () => {
    const c = companies.genuine;
    const link = await payNow(c);
    expect((await checkout(link.url, 'PAY')).status).toBe(303);
    await waitFor('the payment confirmed', async () => (await order(link.orderId)).state === 'COMPLETED');
    expect(await order(link.orderId)).toMatchObject({ state: 'COMPLETED', settled_by: 'CALLBACK', payment_mode: 'UPI_QR' });
    expect(await books(c)).toEqual({ paymentStatus: 'PAID', journals: 2, receipts: 1 });
    expect((await events(link.orderId)).map((e) => e.outcome)).toEqual(['QUEUED', 'APPLIED']);

    // PhonePe's callback delivered again (and again): the order is paid, nothing is queued or applied.
    const replays = await Promise.all([0, 1, 2].map(() => callback(callbackBody(link, link.amount))));
    expect(replays.map((r) => r.body.data.outcome)).toEqual(['DUPLICATE', 'DUPLICATE', 'DUPLICATE']);
    expect(await books(c)).toEqual({ paymentStatus: 'PAID', journals: 2, receipts: 1 });
    const status = await payStatus(c, link.orderId).expect(200);
    expect(status.body.data).toMatchObject({ state: 'COMPLETED', paymentStatus: 'PAID' });
  });

  it('the same callback delivered five times at once queues one check, and the payment is applied once', async () => {
    const c = companies.replayed;
    const link = await payNow(c);
    await phonePeSays(link.orderId, `state = 'COMPLETED', payment_mode = 'CARD', transaction_id = 'OMREPLAY1', completed_at = now()`);
    const body = callbackBody(link, link.amount);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => callback(body)));
    const outcomes = answers.map((a) => a.body.data.outcome);
    expect(outcomes).toContain('QUEUED');
    // A delivery that arrives after the check settled the order finds it paid.
    for (const o of outcomes) expect(['QUEUED', 'DUPLICATE']).toContain(o);

    await waitFor('the payment confirmed', async () => (await order(link.orderId)).state === 'COMPLETED');
    const { rows: [checks] } = await t.owner.query(
      `SELECT count(*)::int AS n FROM job_executions WHERE job_name = $1 AND company_id = $2`, [RECONCILE_ORDER_JOB, c.companyId]);
    expect(checks.n).toBe(1);
    // Status from PhonePe, not from the body (which said UPI_INTENT).
    expect(await order(link.orderId)).toMatchObject({ state: 'COMPLETED', settled_by: 'CALLBACK', payment_mode: 'CARD' });
    expect(await books(c)).toEqual({ paymentStatus: 'PAID', journals: 2, receipts: 1 });
    expect((await events(link.orderId)).filter((e) => e.outcome === 'APPLIED')).toHaveLength(1);
  });

  it('a status that answers another amount is not PAID: the order stays pending with the mismatch, recorded once for the provider', async () => {
    const c = companies.mismatch;
    const link = await payNow(c);
    // PhonePe took ₹1 more than the invoice: its status answers that amount; the callback body claims ours.
    await phonePeSays(link.orderId, `amount = amount + 100, state = 'COMPLETED', payment_mode = 'UPI_QR', transaction_id = 'OMMISMATCH1', completed_at = now()`);
    expect((await callback(callbackBody(link, link.amount))).body.data).toEqual({ outcome: 'QUEUED' });
    const mismatch = await waitForEvent(link.orderId, 'AMOUNT_MISMATCH');
    expect(mismatch.detail).toContain(`amount ${link.amount + 100}, order ${link.amount}`);
    expect(await order(link.orderId)).toMatchObject({ state: 'PENDING', error_code: 'AMOUNT_MISMATCH' });
    expect(await books(c)).toEqual({ paymentStatus: 'UNPAID', journals: 1, receipts: 0 });

    // The status page asks PhonePe too: still not paid, and the mismatch is not recorded a second time.
    const status = await payStatus(c, link.orderId).expect(200);
    expect(status.body).toMatchObject({
      message: 'Your payment is being processed. This page updates when PhonePe confirms it.', data: { state: 'PENDING', paymentStatus: 'UNPAID' },
    });
    expect((await events(link.orderId)).filter((e) => e.outcome === 'AMOUNT_MISMATCH')).toHaveLength(1);
    expect(await books(c)).toEqual({ paymentStatus: 'UNPAID', journals: 1, receipts: 0 });
  });

  it('reconciliation settles orders pending for 15 minutes as PAID, FAILED or EXPIRED, and a second sweep changes nothing', async () => {
    const late = await payNow(companies.late);
    const declined = await payNow(companies.declined);
    const lapsed = await payNow(companies.lapsed);
    // Paid on PhonePe, callback lost; declined on PhonePe, callback lost; never paid and past its expiry.
    await phonePeSays(late.orderId, `state = 'COMPLETED', payment_mode = 'NET_BANKING', transaction_id = 'OMLATE1', completed_at = now()`);
    await phonePeSays(declined.orderId, `state = 'FAILED', payment_mode = 'CARD', transaction_id = 'OMDECLINED1', error_code = 'PAYMENT_DECLINED', completed_at = now()`);
    await phonePeSays(lapsed.orderId, `expire_at = now() - interval '1 minute'`);
    await t.owner.query(`UPDATE payment_orders SET created_at = now() - interval '20 minutes' WHERE merchant_order_id = ANY($1)`,
      [[late.orderId, declined.orderId, lapsed.orderId]]);
    await t.owner.query(`UPDATE payment_orders SET expire_at = now() - interval '1 minute' WHERE merchant_order_id = $1`, [lapsed.orderId]);

    const queue = t.app.get(JobQueue);
    await jobDone(await queue.enqueue('billing.reconcile-payments', { companyId: null }, { idempotencyKey: `trust-sweep-1-${Date.now()}` }));
    await waitFor('the three orders settled', async () => {
      const states = await Promise.all([late, declined, lapsed].map(async (l) => (await order(l.orderId)).state));
      return states.every((s) => s !== 'PENDING');
    });
    expect(await order(late.orderId)).toMatchObject({ state: 'COMPLETED', settled_by: 'RECONCILE', payment_mode: 'NET_BANKING' });
    expect(await order(declined.orderId)).toMatchObject({ state: 'FAILED', settled_by: 'RECONCILE', error_code: 'PAYMENT_DECLINED' });
    expect(await order(lapsed.orderId)).toMatchObject({ state: 'EXPIRED', settled_by: 'RECONCILE' });
    expect(await books(companies.late)).toEqual({ paymentStatus: 'PAID', journals: 2, receipts: 1 });
    expect(await books(companies.declined)).toEqual({ paymentStatus: 'UNPAID', journals: 1, receipts: 0 });
    expect(await books(companies.lapsed)).toEqual({ paymentStatus: 'UNPAID', journals: 1, receipts: 0 });

    // The status page shows a lapsed order as a failure in its own words.
    const expired = await payStatus(companies.lapsed, lapsed.orderId).expect(200);
    expect(expired.body).toMatchObject({
      message: 'This payment link expired before it was paid. No money was taken; you can try again with Pay Now on the invoice.',
      data: { state: 'FAILED', paymentStatus: 'UNPAID' },
    });

    // A second sweep, and the late order's check run again by hand: nothing more is posted or mailed.
    await jobDone(await queue.enqueue('billing.reconcile-payments', { companyId: null }, { idempotencyKey: `trust-sweep-2-${Date.now()}` }));
    await jobDone(await queue.enqueue(RECONCILE_ORDER_JOB, { companyId: companies.late.companyId, orderId: late.rowId, trigger: 'RECONCILE' }, { idempotencyKey: 'trust-late-again' }));
    expect(await books(companies.late)).toEqual({ paymentStatus: 'PAID', journals: 2, receipts: 1 });
    expect(await order(lapsed.orderId)).toMatchObject({ state: 'EXPIRED' });
  });

  it('a check killed before its commit leaves nothing; two checks at once after it apply the payment once', async () => {
    const c = companies.killed;
    const link = await payNow(c);
    await phonePeSays(link.orderId, `state = 'COMPLETED', payment_mode = 'UPI_QR', transaction_id = 'OMKILLED1', completed_at = now()`);
    const payments = t.app.get(InvoicePaymentsService);
    const runner = t.app.get(TenantRunner);

    // The worker dies after applying, before COMMIT: its transaction (invoice, books, receipt) rolls back.
    await expect(runner.runAsCompany(c.companyId, async () => {
      await payments.confirmWithGateway(c.companyId, link.rowId, 'RECONCILE');
      throw new Error('worker killed before commit');
    })).rejects.toThrow('worker killed before commit');
    expect(await order(link.orderId)).toMatchObject({ state: 'PENDING' });
    expect(await books(c)).toEqual({ paymentStatus: 'UNPAID', journals: 1, receipts: 0 });

    // The retry and a second copy of the job (two keys) run at once: the order row's lock lets one apply.
    const queue = t.app.get(JobQueue);
    const jobs = await Promise.all(['retry', 'copy'].map((k) => queue.enqueue(RECONCILE_ORDER_JOB,
      { companyId: c.companyId, orderId: link.rowId, trigger: 'RECONCILE' }, { idempotencyKey: `trust-killed-${k}` })));
    for (const id of jobs) await jobDone(id);
    expect(await order(link.orderId)).toMatchObject({ state: 'COMPLETED', settled_by: 'RECONCILE' });
    expect(await books(c)).toEqual({ paymentStatus: 'PAID', journals: 2, receipts: 1 });
  });

  it('refuses callbacks with other credentials or no JSON (401, recorded), and answers an unknown order without queuing', async () => {
    const link = await payNow(companies.forged);
    const body = callbackBody(link, link.amount);
    expect((await callback(body, createHash('sha256').update('someone:guessing').digest('hex'))).status).toBe(401);
    expect((await callback(body, '')).status).toBe(401);
    expect((await callback('not json')).status).toBe(401);
    expect((await events(link.orderId)).filter((e) => e.outcome === 'FORGED')).toHaveLength(2);
    const unknown = await callback(JSON.stringify({ payload: { merchantOrderId: 'BDK0TNOPE', state: 'COMPLETED', amount: 100 } }));
    expect(unknown.body.data).toEqual({ outcome: 'UNKNOWN_ORDER' });
  });

  it('keeps applied payments and mismatches as the audit trail and forgets callback noise after 30 days (housekeeping)', async () => {
    await t.owner.query(`UPDATE payment_events SET received_at = now() - interval '31 days'`);
    await t.app.get(TenantRunner).runAsPlatform((manager) =>
      t.app.get(HousekeepingJob).handle({ companyId: null }, { manager, jobId: 'test', attempt: 1 } as never));
    const { rows } = await t.owner.query(`SELECT DISTINCT outcome FROM payment_events ORDER BY outcome`);
    expect(rows.map((r) => r.outcome)).toEqual(['AMOUNT_MISMATCH', 'APPLIED']);
  });
});
