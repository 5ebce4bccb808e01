import { invoiceMonthOf, invoiceMonthRange } from '@bizdesk/shared';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { clearUsage, invoiceOf, runMonth, startBillingApp, subscribedSince, type BillingTestApp } from './billing-fixtures.js';

/**
 * Issue 30 item 4: deactivating a company ends its subscriptions that day, and the month's invoice bills the
 * days used (not the whole month, nor the months after).
 */
describe('deactivating a company ends its subscriptions and bills the days used', () => {
  let t: BillingTestApp;
  let admin: Session;
  let co: Session & { email: string };
  const month = invoiceMonthOf(new Date());
  const range = invoiceMonthRange(month);
  // Today's day of the month in India: the days POS was used (from the 1st).
  const today = Number(new Date(Date.now() + 330 * 60_000).toISOString().slice(8, 10));

  beforeAll(async () => {
    t = await startBillingApp();
    admin = await superAdmin(t.http);
    co = await activeCompany(t.http, { name: 'Closing Down Traders' });
    await clearUsage(t.owner, co.companyId);
    await subscribedSince(t.owner, co.companyId, 3, range.start);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('ends every subscription with a history entry, and the invoice bills the days to today', async () => {
    const view = (await t.http.get(`/api/erp/company/${co.companyId}`).set(admin.headers).expect(200)).body.data;
    const { status: _s, active: _a, createdOn: _c, activatedOn: _o, ...fields } = view;
    const off = await t.http.post('/api/erp/company').set(admin.headers).send({ ...fields, active: false }).expect(200);
    expect(off.body.message).toBe('Company deactivated successfully');

    const { rows: open } = await t.owner.query(`SELECT count(*)::int AS n FROM subscription_periods WHERE company_id = $1 AND ended_at IS NULL`, [co.companyId]);
    expect(open[0].n).toBe(0);
    const { rows: apps } = await t.owner.query(`SELECT count(*)::int AS n FROM company_applications WHERE company_id = $1`, [co.companyId]);
    expect(apps[0].n).toBe(0);
    const { rows: history } = await t.owner.query(`SELECT message FROM subscription_history WHERE company_id = $1 AND app_id = 3 ORDER BY id DESC LIMIT 1`, [co.companyId]);
    expect(history[0].message).toBe('Unsubscribed from POS: the company was deactivated');

    t.clock.useClock(() => new Date(range.end.getTime() + 40 * 60_000));
    await runMonth(t.http, admin, month);
    const invoice = (await invoiceOf(t.owner, co.companyId, month))!;
    const { rows: lines } = await t.owner.query(`SELECT description FROM billing_invoice_items WHERE invoice_id = $1`, [invoice.id]);
    expect(lines).toEqual([{ description: expect.stringContaining(`(${today} of ${range.days} days)`) }]);
  });
});
