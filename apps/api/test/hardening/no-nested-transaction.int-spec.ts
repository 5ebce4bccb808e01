import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { answerWithin, listenOnLoopback } from '../support/live-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 17 item 3: no request holds a second pooled connection, so concurrent provider reads cannot deadlock. */
describe('one transaction per request', () => {
  let t: TestApp;
  let base: string;
  let admin: Session;
  let company: Session;

  beforeAll(async () => {
    t = await startTestApp();
    company = await activeCompany(t.http);
    admin = await superAdmin(t.http);
    base = await listenOnLoopback(t.app);
  });
  afterAll(async () => t.close());

  it('50 concurrent provider reads of a company all finish', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => answerWithin(`${base}/api/erp/company/${company.companyId}`, { headers: admin.headers }, 30_000)),
    );
    expect(answers.map((r) => r?.status)).toEqual(Array(50).fill(200));
    expect(answers[0]?.body?.data).toMatchObject({ id: company.companyId });
    // The pool is not left stuck either.
    expect((await answerWithin(`${base}/api/health`, {}, 15_000))?.status).toBe(200);
  });

  it('opening a unit of work for another scope inside an open one fails at once', async () => {
    const runner = t.app.get(TenantRunner);
    await expect(runner.runAsCompany(company.companyId, () => runner.runAsPlatform(async () => 1))).rejects.toThrow(/inside an open company/);
    await expect(runner.runAsPlatform(() => runner.runAsCompany(company.companyId, async () => 1))).rejects.toThrow(/inside an open platform/);
    // Joining, and the same scope, are fine.
    await expect(runner.runAsCompany(company.companyId, () => runner.withPlatformContext(async () => 2))).resolves.toBe(2);
    await expect(runner.runAsCompany(company.companyId, () => runner.runAsCompany(company.companyId, async () => 3))).resolves.toBe(3);
  });
});
