import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { BillingRunsService } from '../../src/modules/billing/services/billing-runs.service.js';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { clearUsage, invoiceOf, ist, runMonth, startBillingApp, subscribedSince, waitFor, type BillingTestApp } from './billing-fixtures.js';

/**
 * Issue 30 item 6: a month that was never run (the instance was down on the 1st and after) is issued by the
 * daily job, oldest first; months before the install's first billing are never billed backwards.
 */
describe('the daily billing job catches up missed months', () => {
  let t: BillingTestApp;
  let admin: Session;
  let co: Session & { email: string };

  beforeAll(async () => {
    t = await startBillingApp();
    admin = await superAdmin(t.http);
    co = await activeCompany(t.http, { name: 'Catch Up Traders' });
    await clearUsage(t.owner, co.companyId);
    await subscribedSince(t.owner, co.companyId, 3, ist('2025-10-05 10:00'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('issues February and March, oldest first, after January was billed; never the months before the first billing', async () => {
    t.clock.useClock(() => ist('2026-02-01 00:40'));
    await runMonth(t.http, admin, '2026-01');
    // Down from 1 February to 1 April: the job runs again on 1 April.
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    const months = await t.app.get(TenantRunner).runAsPlatform(() => t.app.get(BillingRunsService).scheduled());
    expect(months).toEqual(['2026-02', '2026-03']);
    const feb = await waitFor('February\'s invoice', () => invoiceOf(t.owner, co.companyId, '2026-02'));
    const mar = await waitFor('March\'s invoice', () => invoiceOf(t.owner, co.companyId, '2026-03'));
    expect(Number(feb.sequence)).toBeLessThan(Number(mar.sequence));
    // October to December 2025 were before this install billed anything.
    expect(await invoiceOf(t.owner, co.companyId, '2025-12')).toBeUndefined();
    // Run again: nothing is missing, nothing new.
    expect(await t.app.get(TenantRunner).runAsPlatform(() => t.app.get(BillingRunsService).scheduled())).toEqual([]);
  });
});
