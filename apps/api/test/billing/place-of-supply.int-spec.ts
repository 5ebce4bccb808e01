import { BillingRunsService } from '../../src/modules/billing/services/billing-runs.service.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import {
  clearUsage, configureProvider, invoiceOf, ist, meteredCalls, runMonth, startBillingApp, type BillingTestApp,
} from './billing-fixtures.js';

/**
 * Issue 30 item 3: the place of supply is the recipient's state, set on its company profile (required without
 * a GSTIN, the GSTIN's otherwise), and no billing run starts while the provider's legal name, GSTIN, address
 * and state are not configured (a fresh install issued invoices with "GSTIN: -").
 */
describe('place of supply and the provider\'s seller block', () => {
  let t: BillingTestApp;
  let admin: Session;
  let chennai: Session & { email: string };

  beforeAll(async () => {
    t = await startBillingApp({}, { provider: false });
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    admin = await superAdmin(t.http);
    chennai = await activeCompany(t.http, { name: 'Chennai Textiles', gstin: null, address: '14 Anna Salai, Chennai 600002' });
    await clearUsage(t.owner, chennai.companyId);
    await meteredCalls(t.owner, chennai.companyId, 7, '2026-03', 1000);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('a fresh install refuses to bill and readiness says why; the daily job issues nothing', async () => {
    const ready = await t.http.get('/api/erp/billing/readiness').set(admin.headers).expect(200);
    expect(ready.body.data).toEqual({
      ready: false, problems: ['GSTIN', 'address', 'state'],
      message: "Billing cannot start: the provider's GSTIN, address, state are not configured. Set them on the provider's company profile.",
    });
    const run = await t.http.post('/api/erp/billing/run').set(admin.headers).send({ month: '2026-03' }).expect(409);
    expect(run.body.message).toBe(ready.body.data.message);
    await t.app.get(TenantRunner).runAsPlatform(() => t.app.get(BillingRunsService).scheduled());
    const { rows } = await t.owner.query(`SELECT count(*)::int AS n FROM billing_invoices`);
    expect(rows[0].n).toBe(0);
  });

  it('the company profile has the state: required without a GSTIN, the GSTIN\'s otherwise', async () => {
    const before = (await t.http.get('/api/erp/company/profile').set(chennai.headers).expect(200)).body.data;
    expect(before).toMatchObject({ gstin: null, stateId: null, stateSource: 'NONE' });
    const fields = { name: before.name, address: before.address, contactName: before.contactName, contactPhone: before.contactPhone };
    const missing = await t.http.put('/api/erp/company').set(chennai.headers).send(fields).expect(400);
    expect(missing.body.message).toBe('State is required for a company without a GSTIN');
    const saved = await t.http.put('/api/erp/company').set(chennai.headers).send({ ...fields, stateId: 33 }).expect(200);
    expect(saved.body.data).toMatchObject({ stateId: 33, stateName: 'Tamil Nadu', stateSource: 'SETTING' });
    // A GSTIN decides the state; another one is refused.
    const clash = await t.http.put('/api/erp/company').set(chennai.headers).send({ ...fields, gstin: '29AAGCB7383J1Z4', stateId: 33 }).expect(400);
    expect(clash.body.message).toBe("The state must be the GSTIN's state (29)");
    // Sent back without a state, the stored one stays.
    const kept = await t.http.put('/api/erp/company').set(chennai.headers).send(fields).expect(200);
    expect(kept.body.data).toMatchObject({ stateId: 33, stateSource: 'SETTING' });
  });

  it('once the provider is configured, a Tamil Nadu company without a GSTIN is billed IGST with Tamil Nadu as the place of supply', async () => {
    await configureProvider(t.http, admin);
    const ready = await t.http.get('/api/erp/billing/readiness').set(admin.headers).expect(200);
    expect(ready.body.data).toEqual({ ready: true, problems: [], message: null });
    await runMonth(t.http, admin, '2026-03');
    const invoice = (await invoiceOf(t.owner, chennai.companyId, '2026-03'))!;
    expect(invoice).toMatchObject({ supply_state_code: '33', supply_to_state_with_code: 'Tamil Nadu (33)', intra_state: false, from_company_gstin: '27AAACB1234C1ZF' });
    // 1,000 calls at ₹0.10: ₹100.00 + IGST 18% ₹18.00, no CGST or SGST.
    expect([invoice.sub_total, invoice.igst, invoice.cgst, invoice.sgst, invoice.total]).toEqual(['100.00', '18.00', '0.00', '0.00', '118.00']);
  });
});
