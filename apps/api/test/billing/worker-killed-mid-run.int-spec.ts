import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superAdmin, type Session } from '../support/identity.js';
import { ist, startBillingApp, waitFor, type BillingTestApp } from './billing-fixtures.js';

const COMPANIES = 240;
const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A real worker process (src/worker.ts, as docker compose runs it) on the test's database and queue. The
 * API in the test process queues the run; only these processes work on it.
 */
function startWorker(t: BillingTestApp, log: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/worker.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: t.db.ownerUrl,
      APP_DB_PASSWORD: 'test_app_role_pw',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: t.queuePrefix,
      PUBLIC_URL: t.baseUrl,
      SUPER_ADMIN_EMAIL: process.env.SUPER_ADMIN_EMAIL,
      SUPER_ADMIN_PASSWORD: process.env.SUPER_ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  return child;
}

describe('a billing run survives its worker being killed', () => {
  let t: BillingTestApp;
  let admin: Session;
  const workers: ChildProcess[] = [];
  const log: string[] = [];
  const count = async () => (await t.owner.query(`SELECT count(*)::int AS n FROM billing_invoices WHERE invoice_month = '2026-03-01'`)).rows[0].n as number;

  beforeAll(async () => {
    t = await startBillingApp({}, { workers: false });
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    admin = await superAdmin(t.http);
    // Companies with POS all March, written set-based (sign-up through the API is not what this is about).
    await t.owner.query(
      `WITH c AS (
         INSERT INTO companies (name, address, contact_name, contact_email, contact_phone, gstin, active, activated_at)
         SELECT 'Kill Test Traders ' || g, g || ' MG Road, Pune 411001', 'Owner ' || g, 'kill' || g || '@example.in', '9800000000',
                CASE WHEN g % 2 = 0 THEN '27AAPFU0939F1ZV' ELSE '29AAGCB7383J1Z4' END, true, now()
           FROM generate_series(1, $1::int) g RETURNING id)
       INSERT INTO subscription_periods (company_id, app_id, started_at) SELECT id, 3, $2 FROM c`,
      [COMPANIES, ist('2026-02-01 10:00')],
    );
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await t?.close();
  });

  it('issues exactly the missing invoices after a kill -9 in the middle of the run: none twice, none lost, numbers without gaps', async () => {
    const started = await t.http.post('/api/erp/billing/run').set(admin.headers).send({ month: '2026-03' }).expect(201);
    const runId = started.body.data.id;

    const first = startWorker(t, log);
    workers.push(first);
    const atKill = await waitFor('a third of the invoices', async () => {
      const n = await count();
      return n >= COMPANIES / 3 ? n : null;
    }, 120_000).catch((e) => { throw new Error(`${e.message}\n${log.join('').slice(-3000)}`); });
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const afterKill = await count();
    expect(afterKill).toBeLessThan(COMPANIES);
    expect(afterKill).toBeGreaterThanOrEqual(atKill);

    // A new worker finds the queued jobs and, once their locks expire, the ones the dead worker held.
    workers.push(startWorker(t, log));
    await waitFor('every invoice', async () => (await count()) === COMPANIES, 150_000)
      .catch((e) => { throw new Error(`${e.message} (${COMPANIES} wanted)\n${log.join('').slice(-3000)}`); });

    const { rows: [check] } = await t.owner.query(
      `SELECT count(*)::int AS invoices, count(DISTINCT company_id)::int AS companies, min(sequence) AS first, max(sequence) AS last,
              count(DISTINCT invoice_no)::int AS numbers, count(journal_group_id)::int AS posted
         FROM billing_invoices WHERE invoice_month = '2026-03-01'`);
    expect(check).toEqual({ invoices: COMPANIES, companies: COMPANIES, first: 1, last: COMPANIES, numbers: COMPANIES, posted: COMPANIES });
    const { rows: [journals] } = await t.owner.query(`SELECT count(*)::int AS n FROM journals WHERE reference_module = 'BILLING_INVOICE'`);
    expect(journals.n).toBe(COMPANIES);
    const progress = await t.http.get(`/api/erp/billing/run?id=${runId}`).set(admin.headers).expect(200);
    expect(progress.body.data).toMatchObject({ status: 'DONE', companies: COMPANIES, invoiced: COMPANIES, remaining: 0 });
    // Nothing more happens however long the queue keeps running.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await count()).toBe(COMPANIES);
  }, 300_000);
});
