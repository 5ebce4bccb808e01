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

  it('fails the same way in production (issue 24: the guard was on only in development and tests)', async () => {
    const runner = t.app.get(TenantRunner);
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      let inner = 0;
      await expect(runner.runAsCompany(company.companyId, () => runner.runAsPlatform(async () => ++inner))).rejects.toThrow(/inside an open company/);
      await expect(runner.runAsPlatform(() => runner.runAsCompany(company.companyId, async () => ++inner))).rejects.toThrow(/inside an open platform/);
      expect(inner).toBe(0);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('work left running after its unit of work ended opens its own, as it would outside (nothing is left to join)', async () => {
    const runner = t.app.get(TenantRunner);
    let later!: Promise<number>;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await runner.runAsCompany(company.companyId, async () => {
      // Started inside, runs after the transaction is over (a promise the unit of work did not await).
      later = released.then(() => runner.runAsPlatform(async (m) => Number((await m.query(`SELECT count(*)::int AS n FROM companies`))[0].n)));
    });
    release();
    await expect(later).resolves.toBeGreaterThan(1);
  });
});
