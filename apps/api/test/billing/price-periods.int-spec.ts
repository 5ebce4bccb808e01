import { toIsoDate } from '@bizdesk/shared';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { clearUsage, invoiceOf, ist, meteredCalls, runMonth, startBillingApp, subscribedSince, waitFor, type BillingTestApp } from './billing-fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const indiaDay = (offsetDays: number) => toIsoDate(new Date(Date.now() + offsetDays * DAY_MS), { timeZone: 'Asia/Kolkata' });

/**
 * Issue 30 item 2: prices in force. A change takes effect from a day (tomorrow by default, never a day already
 * begun), is kept in the price history, the subscribers are told by mail, and every day is billed at the price in
 * force that day: the invoice shows each price period as its own line.
 */
describe('prices in force', () => {
  let t: BillingTestApp;
  let admin: Session;
  let co: Session & { email: string };

  beforeAll(async () => {
    t = await startBillingApp();
    admin = await superAdmin(t.http);
    co = await activeCompany(t.http, { name: 'Price Watch Traders' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('refuses an effective date in the past or today, and defaults to tomorrow', async () => {
    for (const day of [indiaDay(-1), indiaDay(0)]) {
      const res = await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 10, price: '899', effectiveFrom: day }).expect(400);
      expect(res.body.message).toMatch(/^A price change takes effect on a day not yet begun: choose \d\d [A-Z][a-z]{2} \d{4} or later$/);
    }
    const bad = await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 10, price: '899', effectiveFrom: '2026-02-30' }).expect(400);
    expect(bad.body.message).toBe('Effective from must be a date written yyyy-MM-dd');
    // Nothing of the refused edits stayed.
    const { rows: none } = await t.owner.query(`SELECT count(*)::int AS n FROM service_price_history WHERE app_id = 10`);
    expect(none[0].n).toBe(1);

    const edited = await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 10, price: '899' }).expect(200);
    expect(edited.body.data).toMatchObject({ appId: 10, price: '699.00', nextPrice: '899.00', nextPriceFrom: indiaDay(1) });
    const history = await t.http.get('/api/erp/subscription/service/price-history?appId=10').set(admin.headers).expect(200);
    expect(history.body.data.map((h: { price: string; effectiveFrom: string }) => [h.price, h.effectiveFrom])).toEqual([
      ['899.00', indiaDay(1)], ['699.00', '2000-01-01'],
    ]);
    expect(history.body.data[0].changedBy).toBe('Platform Administrator');
    // The change is in the provider company's audit trail (service_price_history is platform data), under its administrator.
    const { rows: trail } = await t.owner.query(
      `SELECT a.company_id::int AS "companyId", a.user_name AS "userName", a.after FROM audit_log a
        WHERE a.record_type = 'service_price' AND a.action = 'CREATE' AND (a.after ->> 'app_id')::int = 10`);
    expect(trail).toEqual([{
      companyId: admin.companyId, userName: 'Platform Administrator', after: expect.objectContaining({ price: 899, effective_from: indiaDay(1) }),
    }]);
    // A company sees today's price, and cannot read the provider's history.
    const list = await t.http.get('/api/erp/subscription').set(co.headers).expect(200);
    expect(list.body.data.find((s: { appId: number }) => s.appId === 10)).toMatchObject({ price: '699.00', nextPrice: '899.00' });
    await t.http.get('/api/erp/subscription/service/price-history?appId=10').set(co.headers).expect(403);
  });

  it('mails every subscriber once, after the change commits', async () => {
    // The company subscribes to HRMS at sign-up (activeCompany): it pays the HRMS price.
    const mails = await waitFor('price change mail', async () => {
      const { rows } = await t.owner.query(`SELECT subject, text_body FROM outbox_emails WHERE to_address = $1 AND subject LIKE 'The price of HRMS%'`, [co.email]);
      return rows.length ? rows : null;
    }, 20_000);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain('HRMS costs ₹899.00 per month (now ₹699.00 per month)');
    const { rows } = await t.owner.query(`SELECT notified_at FROM service_price_history WHERE app_id = 10 AND price = 899`);
    expect(rows[0].notified_at).not.toBeNull();
  });

  it('bills each day at the price in force that day, one line per price period, to the paisa', async () => {
    await clearUsage(t.owner, co.companyId);
    // POS ₹799 to 14 Mar, ₹999 from 15 Mar; QR ₹0.10 to 9 Mar, ₹0.20 from 10 Mar (history written as if changed then).
    await t.owner.query(`INSERT INTO service_price_history (app_id, price, effective_from, changed_by_name, notified_at) VALUES
      (3, 999, '2026-03-15', 'Platform Administrator', now()), (3, 1099, '2026-04-10', 'Platform Administrator', now()),
      (7, 0.20, '2026-03-10', 'Platform Administrator', now())`);
    await subscribedSince(t.owner, co.companyId, 3, ist('2026-03-05 11:00'));
    await meteredCalls(t.owner, co.companyId, 7, '2026-03', 1000);
    await t.owner.query(`INSERT INTO api_usage_daily (company_id, day, app_id, api_key_id, outcome, calls) VALUES
      ($1, '2026-03-03', 7, 1, 'BILLABLE', 300), ($1, '2026-03-09', 7, 2, 'BILLABLE', 100), ($1, '2026-03-10', 7, 1, 'BILLABLE', 600),
      ($1, '2026-03-10', 7, 1, 'RATE_LIMITED', 999)`, [co.companyId]);

    t.clock.useClock(() => ist('2026-04-01 00:40'));
    await runMonth(t.http, admin, '2026-03');
    const invoice = (await invoiceOf(t.owner, co.companyId, '2026-03'))!;
    const { rows: lines } = await t.owner.query(
      `SELECT description, quantity::float8 AS qty, price::text AS price, amount::text AS amount FROM billing_invoice_items WHERE invoice_id = $1 ORDER BY line_no`,
      [invoice.id]);
    expect(lines).toEqual([
      // 799 x 10/31 = 257.7419 -> 257.74; 999 x 17/31 = 547.8387 -> 547.84
      { description: 'POS subscription, 05 Mar 2026 to 14 Mar 2026 (10 of 31 days) @ ₹799.00', qty: 1, price: '257.74', amount: '257.74' },
      { description: 'POS subscription, 15 Mar 2026 to 31 Mar 2026 (17 of 31 days) @ ₹999.00', qty: 1, price: '547.84', amount: '547.84' },
      // The 999 refused calls are not billable; 400 calls before the change at ₹0.10, 600 after at ₹0.20.
      { description: 'QRCode API calls, 01 Mar 2026 to 09 Mar 2026 @ ₹0.10', qty: 400, price: '0.10', amount: '40.00' },
      { description: 'QRCode API calls, 10 Mar 2026 to 31 Mar 2026 @ ₹0.20', qty: 600, price: '0.20', amount: '120.00' },
    ]);
    // 965.58 taxable; CGST 9% of each line summed; total rounded to the rupee.
    expect(invoice.sub_total).toBe('965.58');
    expect(Number(invoice.total)).toBe(Math.round(965.58 + Number(invoice.cgst) + Number(invoice.sgst) + Number(invoice.igst)));
    // The usage page's estimate is computed by the same calculator, with the same price periods.
    const usage = await t.http.get('/api/erp/subscription/usage?month=2026-03').set(co.headers).expect(200);
    expect(usage.body.data).toMatchObject({ subTotal: '965.58', estimatedTotal: String(invoice.total) });
  });
});
