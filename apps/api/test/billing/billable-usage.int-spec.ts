import { invoiceMonthOf, invoiceMonthRange } from '@bizdesk/shared';
import { activeCompany, subscribe, superAdmin, type Session } from '../support/identity.js';
import { createKey } from '../developer-api/gateway-fixtures.js';
import { clearUsage, invoiceOf, runMonth, startBillingApp, waitFor, type BillingTestApp } from './billing-fixtures.js';

/**
 * Issue 30 item 1: only served calls are metered. A company's refused calls (bad input 400, a deactivated key
 * 401, not subscribed 403, the rate limit 429) and its free operations (listing enrolled faces) are logged
 * with the reason and never billed; the invoice bills the 2xx calls only. Today's code bills every logged call.
 */
describe('billable usage: only served calls are metered', () => {
  let t: BillingTestApp;
  let admin: Session;
  let co: Session & { email: string };
  let key: { id: number; key: string };
  let spareKey: { id: number; key: string };
  const month = invoiceMonthOf(new Date());
  const served = { qr: 0, barcode: 0 };
  const statuses: number[] = [];

  const call = async (path: string, apiKey: string, body: unknown) => {
    const res = await t.http.post(path).set('X-API-Key', apiKey).send(body as object);
    statuses.push(res.status);
    if (res.status === 200) served[path.endsWith('qrcode') ? 'qr' : 'barcode']++;
    return res.status;
  };

  const logged = (n: number) => waitFor(`${n} logged calls`, async () => {
    const { rows } = await t.owner.query(`SELECT count(*)::int AS n FROM api_logs WHERE company_id = $1`, [co.companyId]);
    return rows[0].n >= n ? rows[0].n : null;
  }, 20_000);

  beforeAll(async () => {
    // A burst of 20 and a slow refill: the 21st call in a row of one key is 429.
    t = await startBillingApp({ API_RATE_PER_SECOND: '0.05', API_RATE_BURST: '20' });
    admin = await superAdmin(t.http);
    co = await activeCompany(t.http, { name: 'Metered Traders' }, { subscribe: [] });
    await clearUsage(t.owner, co.companyId);
    key = await createKey(t.http, co, 'Website');
    spareKey = await createKey(t.http, co, 'Kiosk');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('logs refused calls with their reason and meters only the 2xx answers, per key and service', async () => {
    // Not subscribed yet: 403, logged, not billed.
    expect(await call('/api/v1/qrcode', key.key, { text: 'before subscribing' })).toBe(403);
    await subscribe(t.http, co, 7, 6);
    // Face Identification listed by the provider's hand (not offered for sale): its listing of people is free.
    await t.owner.query(`INSERT INTO company_applications (company_id, application_id) VALUES ($1, 2) ON CONFLICT DO NOTHING`, [co.companyId]);
    expect(await call('/api/v1/qrcode', key.key, { text: 'upi://pay?pa=metered@okaxis' })).toBe(200);
    expect(await call('/api/v1/qrcode', key.key, {})).toBe(400); // bad input
    expect(await call('/api/v1/barcode', key.key, { text: '8901234567890', type: 'code128' })).toBe(200);
    // Code 128 cannot carry "₹": a 400 naming it (it used to be a 200 that scans as garbage), and not billed.
    const rupee = await t.http.post('/api/v1/barcode').set('X-API-Key', key.key).send({ text: 'MRP ₹499', type: 'code128' });
    statuses.push(rupee.status);
    expect(rupee.status).toBe(400);
    expect(rupee.body.message).toBe('The character "₹" (position 5) cannot be encoded in code128: it takes ASCII characters only');
    // Leaked and switched off: refused calls cost nothing.
    const keys = await t.http.get('/api/erp/subscription/api-keys').set(co.headers).expect(200);
    const spare = keys.body.data.find((k: { id: number }) => k.id === spareKey.id);
    await t.http.patch('/api/erp/subscription/api-key').set(co.headers).send({ ...spare, active: false }).expect(200);
    expect(await call('/api/v1/qrcode', spareKey.key, { text: 'leaked' })).toBe(401);
    const persons = await t.http.get('/api/v1/face/persons').set('X-API-Key', key.key);
    expect(persons.status).toBe(200);
    statuses.push(persons.status);
    // The rest of the burst, then the rate limit.
    while (!statuses.slice(-1).includes(429)) await call('/api/v1/qrcode', key.key, { text: `burst ${statuses.length}` });
    expect(statuses.filter((s) => s === 429).length).toBe(1);
    await logged(statuses.length);

    const logs = await t.http.get('/api/erp/api-log').set(co.headers).query({ size: 100 }).expect(200);
    const byStatus = (s: number) => logs.body.data.list.filter((l: { status: number }) => l.status === s);
    expect(byStatus(429)[0]).toMatchObject({ billable: false, unbilledReason: 'RATE_LIMITED' });
    expect(byStatus(401)[0]).toMatchObject({ billable: false, unbilledReason: 'KEY_REFUSED' });
    expect(byStatus(403)[0]).toMatchObject({ billable: false, unbilledReason: 'FORBIDDEN' });
    expect(byStatus(400)[0]).toMatchObject({ billable: false, unbilledReason: 'INVALID_INPUT' });
    expect(logs.body.data.list.filter((l: { appId: number }) => l.appId === 2)).toEqual([expect.objectContaining({ status: 200, billable: false, unbilledReason: 'FREE_OPERATION' })]);
    expect(logs.body.data.list.filter((l: { billable: boolean }) => l.billable).length).toBe(served.qr + served.barcode);

    const metered = await t.owner.query(`SELECT app_id, calls::int FROM api_usage_monthly WHERE company_id = $1 ORDER BY app_id`, [co.companyId]);
    expect(metered.rows).toEqual([{ app_id: 6, calls: served.barcode }, { app_id: 7, calls: served.qr }]);
  });

  it('answers the month\'s usage per service and per key, with unbilled calls by reason and the estimated bill', async () => {
    const res = await t.http.get(`/api/erp/subscription/usage?month=${month}`).set(co.headers).expect(200);
    const usage = res.body.data;
    expect(usage.month).toBe(month);
    const qr = usage.services.find((s: { appId: number }) => s.appId === 7);
    expect(qr).toMatchObject({ name: 'QRCode', type: 'API', price: '0.10', billableCalls: served.qr, unbilledCalls: 4 });
    expect(qr.unbilled).toEqual([
      { reason: 'FORBIDDEN', calls: 1 }, { reason: 'INVALID_INPUT', calls: 1 }, { reason: 'KEY_REFUSED', calls: 1 }, { reason: 'RATE_LIMITED', calls: 1 },
    ]);
    expect(usage.services.find((s: { appId: number }) => s.appId === 2)).toMatchObject({ billableCalls: 0, unbilledCalls: 1, unbilled: [{ reason: 'FREE_OPERATION', calls: 1 }], amount: '0.00' });
    const website = usage.keys.filter((k: { apiKeyId: number }) => k.apiKeyId === key.id);
    expect(website.find((k: { appId: number }) => k.appId === 7)).toMatchObject({ keyName: expect.stringMatching(/^Website ••••/), billableCalls: served.qr });
    expect(usage.keys.find((k: { apiKeyId: number }) => k.apiKeyId === spareKey.id)).toMatchObject({
      active: false, appId: 7, billableCalls: 0, unbilledCalls: 1, unbilled: [{ reason: 'KEY_REFUSED', calls: 1 }],
    });
    // 0.10 a call, 18% GST across the state line or within it, rounded to the rupee as the invoice will be.
    const taxable = (served.qr + served.barcode) * 10;
    expect(usage.subTotal).toBe((taxable / 100).toFixed(2));
    expect(Number(usage.estimatedTotal)).toBe(Math.round((taxable * 1.18) / 100));
  });

  it('mails the spending alert once the estimate reaches 80% and 100% of the limit, once each', async () => {
    await t.http.put('/api/erp/subscription/spending-alert').set(co.headers).send({ monthlyLimit: '-5' }).expect(400);
    const saved = await t.http.put('/api/erp/subscription/spending-alert').set(co.headers).send({ monthlyLimit: '1.00' }).expect(200);
    expect(saved.body.message).toBe('Spending alert saved');
    expect(saved.body.data.monthlyLimit).toBe('1.00');
    expect(saved.body.data.percentUsed).toBeGreaterThanOrEqual(100);
    const mails = await t.owner.query(`SELECT subject FROM outbox_emails WHERE to_address = $1 AND subject LIKE '%spending limit%'`, [co.email]);
    expect(mails.rows).toEqual([{ subject: expect.stringContaining('has reached your spending limit of ₹1.00') }]);
    // Saved again at the same limit: one mail per threshold a month.
    await t.http.put('/api/erp/subscription/spending-alert').set(co.headers).send({ monthlyLimit: '1.00' }).expect(200);
    const again = await t.owner.query(`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = $1 AND subject LIKE '%spending limit%'`, [co.email]);
    expect(again.rows[0].n).toBe(1);
    const removed = await t.http.put('/api/erp/subscription/spending-alert').set(co.headers).send({ monthlyLimit: null }).expect(200);
    expect(removed.body.data).toEqual({ monthlyLimit: null, percentUsed: null });
  });

  it('the month\'s invoice bills the served calls only', async () => {
    t.clock.useClock(() => new Date(invoiceMonthRange(month).end.getTime() + 40 * 60_000));
    await runMonth(t.http, admin, month);
    const invoice = await invoiceOf(t.owner, co.companyId, month);
    const { rows } = await t.owner.query(`SELECT app_id, quantity::int FROM billing_invoice_items WHERE invoice_id = $1 ORDER BY app_id`, [invoice!.id]);
    expect(rows).toEqual([{ app_id: 6, quantity: served.barcode }, { app_id: 7, quantity: served.qr }]);
  });
});
