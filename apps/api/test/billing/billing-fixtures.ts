import { createServer } from 'node:net';
import pg from 'pg';
import type TestAgent from 'supertest/lib/agent.js';
import { BillingClock } from '../../src/modules/billing/index.js';
import { JobWorkers } from '../../src/core/queue/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../queue/queue-test-kit.js';

export { waitFor };
import { superAdmin, type Session } from '../support/identity.js';

/** An India-time wall clock as an instant: ist('2026-04-01 00:30'). */
export const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface BillingTestApp extends TestApp {
  owner: pg.Client;
  clock: BillingClock;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real app on a loopback port (PhonePe's SDK and the simulator talk HTTP to it, PUBLIC_URL is that
 * address), its job workers running, the billing clock pinned, and an owner connection to set up history
 * (subscriptions months ago, metered calls) that no API can write in the past.
 */
/** A valid Maharashtra GSTIN for the provider. */
export const TEST_PROVIDER_GSTIN = '27AAACB1234C1ZF';

/**
 * The seller block a billing run needs (issue 30 item 3: no run while the provider's legal name, GSTIN,
 * address or state is missing), written as the provider's administrator would on its company profile.
 */
export async function configureProvider(http: TestAgent, admin: Session): Promise<void> {
  const res = await http.put('/api/erp/company').set(admin.headers).send({
    name: 'BizDesk Platform', address: 'Office 4, Baner Road\nPune 411045', contactName: 'Platform Administrator',
    contactPhone: '9876500000', gstin: TEST_PROVIDER_GSTIN,
  });
  if (res.status !== 200) throw new Error(`provider profile: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function startBillingApp(
  env: Record<string, string | undefined> = {},
  options: { workers?: boolean; provider?: boolean } = {},
): Promise<BillingTestApp> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ PUBLIC_URL: publicUrl, ...env });
  await t.app.listen(port, '127.0.0.1');
  if (options.workers !== false) await t.app.get(JobWorkers).startWorkers();
  const owner = new pg.Client({ connectionString: t.db.ownerUrl });
  await owner.connect();
  const clock = t.app.get(BillingClock);
  if (options.provider !== false) await configureProvider(t.http, await superAdmin(t.http));
  return {
    ...t,
    owner,
    clock,
    baseUrl: publicUrl,
    async close() {
      await owner.end();
      await t.close();
    },
  };
}

/** Moves a company's subscription to an application back in time (the open period, or a closed one). */
export async function subscribedSince(owner: pg.Client, companyId: number, appId: number, startedAt: Date, endedAt: Date | null = null): Promise<void> {
  await owner.query(`DELETE FROM subscription_periods WHERE company_id = $1 AND app_id = $2`, [companyId, appId]);
  await owner.query(`INSERT INTO subscription_periods (company_id, app_id, started_at, ended_at) VALUES ($1, $2, $3, $4)`, [companyId, appId, startedAt, endedAt]);
  if (endedAt === null) {
    await owner.query(`INSERT INTO company_applications (company_id, application_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [companyId, appId]);
  } else {
    await owner.query(`DELETE FROM company_applications WHERE company_id = $1 AND application_id = $2`, [companyId, appId]);
  }
}

/** Metered /api/v1 calls of a month, as the gateway's call log counts them. */
export async function meteredCalls(owner: pg.Client, companyId: number, appId: number, month: string, calls: number): Promise<void> {
  await owner.query(
    `INSERT INTO api_usage_monthly (company_id, app_id, month, calls) VALUES ($1, $2, $3::date, $4)
     ON CONFLICT (company_id, app_id, month) DO UPDATE SET calls = EXCLUDED.calls`,
    [companyId, appId, `${month}-01`, calls],
  );
}

/** No subscription or usage at all (the suites' companies start with POS and HRMS from today). */
export async function clearUsage(owner: pg.Client, companyId: number): Promise<void> {
  await owner.query(`DELETE FROM subscription_periods WHERE company_id = $1`, [companyId]);
  await owner.query(`DELETE FROM api_usage_monthly WHERE company_id = $1`, [companyId]);
}

/** Runs a month through the API as the provider and waits until its run is done. */
export async function runMonth(http: TestAgent, admin: Session, month: string): Promise<{ id: number; companies: number; queued: number; invoiced: number }> {
  const started = await http.post('/api/erp/billing/run').set(admin.headers).send({ month });
  if (started.status !== 201) throw new Error(`billing run ${month}: ${started.status} ${JSON.stringify(started.body)}`);
  const runId = started.body.data.id as number;
  let last: unknown;
  return waitFor(`billing run ${runId} of ${month}`, async () => {
    const res = await http.get(`/api/erp/billing/run?id=${runId}`).set(admin.headers).expect(200);
    last = res.body.data;
    return res.body.data.status === 'DONE' ? res.body.data : null;
  }, 45_000).catch((e: Error) => {
    throw new Error(`${e.message}; last progress ${JSON.stringify(last)}`);
  });
}

export async function invoiceOf(owner: pg.Client, companyId: number, month: string) {
  const { rows } = await owner.query(`SELECT * FROM billing_invoices WHERE company_id = $1 AND invoice_month = $2::date`, [companyId, `${month}-01`]);
  return rows[0] as Record<string, unknown> | undefined;
}
