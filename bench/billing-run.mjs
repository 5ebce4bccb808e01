// A month's billing run over BENCH_COMPANIES (default 10,000) companies with subscriptions and metered API
// calls (per API key and day, with two price periods in each month: issue 30 items 2 and 7), seeded set-based, issued by a real worker process (apps/api/dist/worker.js) on the product's embedded
// PostgreSQL, with BullMQ on Redis as docker compose runs it (BENCH_REDIS_URL, default the local one; without a
// Redis, BullMQ's PostgreSQL backend, the `npm start` default). Prints invoices per second and the total time
// (goal: under 5 minutes on this machine). PDFs are rendered by a following job (billing.invoice-document,
// queued after every pending invoice), so they are not in that time; the bench prints their rate separately.
//
// Baseline, same run: the database floor for the same work, one bare pg transaction per company inserting
// an invoice, its three items and a four-line journal (5 connections, like the worker's 5 jobs at a time).
// ratio = subject invoices/s / baseline invoices/s.
//
// Then the month before is run again with the worker killed (SIGKILL) half way and a new worker started:
// duplicates and missing invoices are printed (both must be 0), and the numbers must have no gap.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { ADMIN, ownerUrl, startProduct } from '../e2e/support/server.mjs';
import { runWhenMain } from './lib/harness.mjs';

/** A valid Maharashtra GSTIN for the provider (check digit as gstinCheckDigit computes it). */
const PROVIDER_GSTIN = '27AAACB1234C1ZF';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const APP_PASSWORD = 'bench_app_role_pw';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fromApi = createRequire(join(root, 'apps/api/package.json'));
// The production path is BullMQ on Redis (docker compose); without a Redis here, the embedded default (PostgreSQL).
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `bizdesk-bench-${randomBytes(4).toString('hex')}`;

async function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => { socket.destroy(); done(false); });
    socket.on('data', (d) => { socket.destroy(); done(String(d).startsWith('+PONG')); });
    socket.on('error', () => done(false));
  });
}

/** The bench's queue keys go when it ends (jobs still waiting, e.g. PDFs, would stay in a shared Redis). */
async function dropQueueKeys(url) {
  const { Redis } = fromApi('ioredis');
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${QUEUE_PREFIX}:*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

/** The first day of the month `back` months before this one in India: "2026-10-01". */
function monthStart(back) {
  const ist = new Date(Date.now() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

async function seed(owner) {
  const started = Date.now();
  await owner.query('BEGIN');
  // The seller block a run needs (issue 30: no run while the provider's GSTIN, address or state is missing).
  await owner.query(`UPDATE companies SET gstin = $1, address = 'Office 4, Baner Road, Pune 411045' WHERE is_provider`, [PROVIDER_GSTIN]);
  await owner.query(
    `INSERT INTO companies (name, address, contact_name, contact_email, contact_phone, gstin, active, activated_at)
     SELECT 'Bench Traders ' || g, g || ' MG Road, Pune 411001', 'Owner ' || g, 'bench' || g || '@example.in', '9800000000',
            CASE g % 3 WHEN 0 THEN '27AAPFU0939F1ZV' WHEN 1 THEN '29AAGCB7383J1Z4' ELSE NULL END, true, now() - interval '1 year'
       FROM generate_series(1, $1::int) g`, [COMPANIES]);
  // Every company: POS since long before; half also HRMS from the 10th of each of the last months' (prorated);
  // a third QR code calls and a fifth barcode calls in both months billed.
  await owner.query(`INSERT INTO subscription_periods (company_id, app_id, started_at)
    SELECT id, 3, now() - interval '200 days' FROM companies WHERE name LIKE 'Bench Traders %'`);
  await owner.query(`INSERT INTO subscription_periods (company_id, app_id, started_at, ended_at)
    SELECT id, 10, ($1::date + interval '9 days 10 hours') AT TIME ZONE 'Asia/Kolkata', NULL
      FROM companies WHERE name LIKE 'Bench Traders %' AND id % 2 = 0`, [monthStart(2)]);
  for (const month of [monthStart(1), monthStart(2)]) {
    await owner.query(`INSERT INTO api_usage_monthly (company_id, app_id, month, calls)
      SELECT id, 7, $1::date, 1000 + id % 5000 FROM companies WHERE name LIKE 'Bench Traders %' AND id % 3 = 0`, [month]);
    await owner.query(`INSERT INTO api_usage_monthly (company_id, app_id, month, calls)
      SELECT id, 6, $1::date, 200 + id % 700 FROM companies WHERE name LIKE 'Bench Traders %' AND id % 5 = 0`, [month]);
  }
  // Several API keys per company (issue 30 item 7: usage is counted per key): three real keys for every company that
  // calls the APIs, the first two for QR codes, the third for barcodes.
  await owner.query(`INSERT INTO api_keys (company_id, name, key_hash, key_ciphertext, key_version, last4)
    SELECT c.id, 'Bench key ' || k, encode(sha256(convert_to('bench-' || c.id || '-' || k, 'UTF8')), 'hex'), 'bench', 1, lpad(k::text, 4, '0')
      FROM companies c CROSS JOIN generate_series(1, 3) k
     WHERE c.name LIKE 'Bench Traders %' AND (c.id % 3 = 0 OR c.id % 5 = 0)`);
  await owner.query(`CREATE TEMP TABLE bench_keys ON COMMIT DROP AS
    SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id)::int AS n FROM api_keys WHERE name LIKE 'Bench key %'`);
  // Issue 30 item 2: prices in force. POS goes from ₹799 to ₹999 on the 15th of each month billed (and back, so
  // both months have two periods), QR codes from ₹0.10 to ₹0.20 on the 10th: every POS and QR line splits in two.
  for (const month of [monthStart(2), monthStart(1)]) {
    await owner.query(`INSERT INTO service_price_history (app_id, price, effective_from, changed_by_name, notified_at) VALUES
      (3, 999, $1::date + 14, 'Bench', now()), (3, 799, $1::date + interval '1 month', 'Bench', now()),
      (7, 0.20, $1::date + 9, 'Bench', now()), (7, 0.10, $1::date + interval '1 month', 'Bench', now())
      ON CONFLICT ON CONSTRAINT service_price_history_day_uq DO UPDATE SET price = EXCLUDED.price`, [month]);
    // Per key and day: the QR calls of the month on the 3rd, 12th and 20th over the company's first two API keys,
    // its barcode calls on the same days over its third key (the daily meter the run reads to price each day), plus
    // refused calls on the first key that are never billed.
    await owner.query(`INSERT INTO api_usage_daily (company_id, day, app_id, api_key_id, outcome, calls)
      SELECT k.company_id, $1::date + d.off, u.app_id, k.id, 'BILLABLE',
             CASE WHEN u.app_id = 6 THEN u.calls / 3 ELSE u.calls / 6 END
             + CASE WHEN d.off = 2 AND k.n IN (1, 3) THEN CASE WHEN u.app_id = 6 THEN u.calls % 3 ELSE u.calls % 6 END ELSE 0 END
        FROM bench_keys k
        JOIN api_usage_monthly u ON u.company_id = k.company_id AND u.month = $1::date AND u.app_id = CASE WHEN k.n = 3 THEN 6 ELSE 7 END
        CROSS JOIN (VALUES (2), (11), (19)) d(off)`, [month]);
    await owner.query(`INSERT INTO api_usage_daily (company_id, day, app_id, api_key_id, outcome, calls)
      SELECT company_id, $1::date + 4, 7, id, 'RATE_LIMITED', 25 FROM bench_keys WHERE n = 1 AND company_id % 3 = 0`, [month]);
  }
  await owner.query('COMMIT');
  await owner.query('VACUUM ANALYZE companies, subscription_periods, api_usage_monthly, api_usage_daily, service_price_history');
  console.log(`  seeded  : ${COMPANIES.toLocaleString('en-IN')} companies with POS, half with HRMS, QR calls for a third and barcode calls for a fifth over three API keys each (per key and day), two price periods a month, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function startWorker(product, ownerDbUrl, log, queueEnv) {
  const flags = (process.env.BENCH_WORKER_NODE_FLAGS ?? '').split(' ').filter(Boolean); // e.g. --cpu-prof
  const child = spawn(process.execPath, [...flags, join(root, 'apps/api/dist/worker.js')], {
    cwd: root,
    env: {
      ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: ownerDbUrl, APP_DB_PASSWORD: APP_PASSWORD, DATA_DIR: product.dataDir,
      PUBLIC_URL: product.baseUrl, SUPER_ADMIN_EMAIL: ADMIN.email, SUPER_ADMIN_PASSWORD: ADMIN.password, ...queueEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  return child;
}

/** SIGTERM (the worker lets its running jobs finish), SIGKILL after 15 s; `kill` kills at once. */
async function stopWorker(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function invoicesOf(owner, month) {
  const { rows } = await owner.query(`SELECT count(*)::int AS n, count(DISTINCT company_id)::int AS companies FROM billing_invoices WHERE invoice_month = $1::date`, [month]);
  return rows[0];
}

async function waitUntil(what, check, timeoutMs, log) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: gave up after ${timeoutMs / 1000} s\n${log.join('').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The database floor: one bare transaction per company writing what an invoice writes, 5 at a time. */
async function baseline(dbUrl) {
  const setup = new pg.Client({ connectionString: dbUrl });
  await setup.connect();
  await setup.query(`DROP SCHEMA IF EXISTS bench_floor CASCADE; CREATE SCHEMA bench_floor;
    CREATE TABLE bench_floor.invoices (LIKE public.billing_invoices INCLUDING DEFAULTS);
    ALTER TABLE bench_floor.invoices ADD PRIMARY KEY (id); CREATE UNIQUE INDEX ON bench_floor.invoices (company_id, invoice_month);
    CREATE TABLE bench_floor.items (LIKE public.billing_invoice_items INCLUDING DEFAULTS);
    CREATE TABLE bench_floor.journals (id bigserial PRIMARY KEY, company_id bigint, remark text, created_at timestamptz DEFAULT now());
    CREATE TABLE bench_floor.lines (journal_id bigint, account_id bigint, debit numeric(14,2), credit numeric(14,2));
    CREATE SEQUENCE bench_floor.numbers;`);
  await setup.end();
  let next = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: 5 }, async () => {
    const c = new pg.Client({ connectionString: dbUrl });
    c.on('error', () => undefined);
    await c.connect();
    for (;;) {
      const i = next++;
      if (i >= COMPANIES) break;
      await c.query('BEGIN');
      const n = (await c.query(`SELECT nextval('bench_floor.numbers') AS n`)).rows[0].n;
      const { rows: [inv] } = await c.query(
        `INSERT INTO bench_floor.invoices (id, company_id, invoice_month, invoice_no, financial_year, sequence, created_at, invoice_date, from_company,
           from_company_address, to_company, to_company_address, to_contact_email, supply_state_code, supply_to_state_with_code, intra_state,
           sub_total, cgst, sgst, igst, round_off, total, total_in_word, due_date)
         VALUES ($1::bigint, $1::bigint, '2026-01-01', 'SUB/2627/' || $2::text, '2627', $2::int, now(), current_date, 'BizDesk', 'Pune', 'Bench ' || $1::text, 'Pune', 'b@x.in', '27',
           'Maharashtra (27)', true, 1000, 90, 90, 0, 0, 1180, 'Rupees One Thousand One Hundred Eighty Only', current_date + 15) RETURNING id`, [i + 1, n]);
      await c.query(`INSERT INTO bench_floor.items (company_id, invoice_id, line_no, app_id, description, hsn_code, quantity, price, amount, gst_percent, cgst, sgst, igst, gst_amount)
        SELECT $1, $2, g, 3, 'POS subscription', '997331', 1, 333.33, 333.33, 18, 30, 30, 0, 60 FROM generate_series(1, 3) g`, [i + 1, inv.id]);
      const { rows: [j] } = await c.query(`INSERT INTO bench_floor.journals (company_id, remark) VALUES (1, 'Invoice') RETURNING id`);
      await c.query(`INSERT INTO bench_floor.lines SELECT $1, a, CASE WHEN a = 1 THEN 1180 ELSE 0 END, CASE WHEN a = 1 THEN 0 ELSE 393.33 END FROM generate_series(1, 4) a`, [j.id]);
      await c.query('COMMIT');
    }
    await c.end();
  }));
  const seconds = (Date.now() - started) / 1000;
  const drop = new pg.Client({ connectionString: dbUrl });
  await drop.connect();
  await drop.query('DROP SCHEMA bench_floor CASCADE');
  await drop.end();
  return { seconds, rate: COMPANIES / seconds };
}

export async function run() {
  const redis = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
  const queueEnv = redis ? { REDIS_URL: redis, QUEUE_PREFIX } : { REDIS_URL: '' };
  const backend = redis ? 'BullMQ on Redis' : 'BullMQ on PostgreSQL';
  const product = await startProduct({
    LOG_LEVEL: 'warn', APP_DB_PASSWORD: APP_PASSWORD, RUN_JOBS_IN_PROCESS: 'false', RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SCALE: '100000',
    ...queueEnv,
  });
  const workers = [];
  const log = [];
  const ownerDbUrl = ownerUrl(product.dataDir);
  const owner = new pg.Client({ connectionString: ownerDbUrl });
  owner.on('error', () => undefined); // the cluster stops under it at the end
  try {
    await owner.connect();
    const api = apiClient(product.baseUrl);
    const admin = await api.superAdmin();
    await seed(owner);
    const floor = await baseline(ownerDbUrl);

    // 1. The whole month, one worker process.
    const month = monthStart(1);
    const t0 = Date.now();
    const firstRun = await api.call('POST', '/api/erp/billing/run', { session: admin, body: { month: month.slice(0, 7) } });
    workers.push(startWorker(product, ownerDbUrl, log, queueEnv));
    const listed = await waitUntil('the run to list its companies', async () => {
      const p = await api.call('GET', '/api/erp/billing/run', { session: admin, query: { id: String(firstRun.id) } });
      return p.listedOn ? p : null;
    }, 600_000, log);
    await waitUntil('every invoice of the month', async () => (await invoicesOf(owner, month)).n >= listed.companies, 1_800_000, log);
    const seconds = (Date.now() - t0) / 1000;
    const issued = (await invoicesOf(owner, month)).n;
    // Every POS line in two price periods, and the QR calls billed at each day's price to the call.
    const { rows: [periods] } = await owner.query(
      `SELECT count(*) FILTER (WHERE it.description LIKE 'POS%@%')::int AS pos, count(*) FILTER (WHERE it.description LIKE 'QRCode%@%')::int AS qr,
              coalesce(sum(it.quantity) FILTER (WHERE it.description LIKE 'QRCode%'), 0)::bigint AS qr_calls,
              coalesce(sum(it.quantity) FILTER (WHERE it.description LIKE 'BarCode%'), 0)::bigint AS barcode_calls
         FROM billing_invoice_items it JOIN billing_invoices i ON i.id = it.invoice_id WHERE i.invoice_month = $1::date`, [month]);
    const { rows: [metered] } = await owner.query(
      `SELECT coalesce(sum(calls) FILTER (WHERE app_id = 7), 0)::bigint AS n, coalesce(sum(calls) FILTER (WHERE app_id = 6), 0)::bigint AS barcode
         FROM api_usage_monthly WHERE month = $1::date`, [month]);
    const { rows: [keys] } = await owner.query(
      `SELECT count(DISTINCT api_key_id)::int AS keys, count(DISTINCT company_id)::int AS companies FROM api_usage_daily WHERE day >= $1::date AND day < $1::date + interval '1 month' AND outcome = 'BILLABLE'`, [month]);
    // PDFs: the following jobs start once no invoice is waiting; count what 20 s renders.
    const pdfs = async () => (await owner.query(`SELECT count(*)::int AS n FROM billing_invoices WHERE pdf_path IS NOT NULL`)).rows[0].n;
    const pdfStart = await pdfs();
    await new Promise((r) => setTimeout(r, 20_000));
    const pdfRate = ((await pdfs()) - pdfStart) / 20;
    await stopWorker(workers[0]);

    console.log(`billing run of ${month.slice(0, 7)}: ${issued.toLocaleString('en-IN')} invoices (${listed.companies.toLocaleString('en-IN')} companies to bill), one worker process, ${backend}`);
    console.log(`  subject : ${(issued / seconds).toFixed(1)} invoices/s, total ${seconds.toFixed(1)} s from POST /api/erp/billing/run to the last invoice (goal: under 300 s)`);
    console.log(`  PDFs    : rendered by the following job (billing.invoice-document), not in the time above: ${pdfRate.toFixed(1)} PDF/s once the invoices are out (${(issued / Math.max(pdfRate, 0.01) / 60).toFixed(1)} min for all)`);
    console.log(`  baseline: ${floor.rate.toFixed(1)} invoices/s, bare pg, one transaction per invoice (invoice, 3 items, 4-line journal), 5 connections`);
    console.log(`  ratio   : ${(issued / seconds / floor.rate).toFixed(3)} (subject / baseline, same machine, same run)`);
    console.log(`  prices  : ${periods.pos.toLocaleString('en-IN')} POS lines and ${periods.qr.toLocaleString('en-IN')} QR lines by price period; QR calls billed ${Number(periods.qr_calls).toLocaleString('en-IN')} of ${Number(metered.n).toLocaleString('en-IN')} metered (must be equal)`);
    console.log(`  per key : ${keys.keys.toLocaleString('en-IN')} API keys of ${keys.companies.toLocaleString('en-IN')} companies with calls metered per day; barcode calls billed ${Number(periods.barcode_calls).toLocaleString('en-IN')} of ${Number(metered.barcode).toLocaleString('en-IN')} metered (must be equal)`);

    // 2. The month before, its worker killed half way, a new one started.
    const before = monthStart(2);
    const t1 = Date.now();
    const secondRun = await api.call('POST', '/api/erp/billing/run', { session: admin, body: { month: before.slice(0, 7) } });
    const killed = startWorker(product, ownerDbUrl, log, queueEnv);
    workers.push(killed);
    const listed2 = await waitUntil('the second run to list its companies', async () => {
      const p = await api.call('GET', '/api/erp/billing/run', { session: admin, query: { id: String(secondRun.id) } });
      return p.listedOn ? p : null;
    }, 600_000, log);
    const atKill = await waitUntil('half of the invoices', async () => {
      const { n } = await invoicesOf(owner, before);
      return n >= listed2.companies / 2 ? n : null;
    }, 1_800_000, log);
    await stopWorker(killed, 'SIGKILL');
    const afterKill = (await invoicesOf(owner, before)).n;
    workers.push(startWorker(product, ownerDbUrl, log, queueEnv));
    await waitUntil('every invoice after the restart', async () => (await invoicesOf(owner, before)).n >= listed2.companies, 1_800_000, log);
    await new Promise((r) => setTimeout(r, 3000)); // anything late would show now
    const { rows: [check] } = await owner.query(
      `SELECT count(*)::int AS n, count(DISTINCT company_id)::int AS companies FROM billing_invoices WHERE invoice_month = $1::date`, [before]);
    const { rows: [series] } = await owner.query(`SELECT count(*)::int AS n, max(sequence) AS last FROM billing_invoices WHERE financial_year = (SELECT max(financial_year) FROM billing_invoices)`);
    console.log(`billing run of ${before.slice(0, 7)} with the worker killed (SIGKILL) at ${atKill.toLocaleString('en-IN')} invoices (${afterKill.toLocaleString('en-IN')} committed), a new worker started`);
    console.log(`  total   : ${((Date.now() - t1) / 1000).toFixed(1)} s (includes BullMQ's 30 s before the dead worker's jobs count as stalled)`);
    console.log(`  result  : ${check.n.toLocaleString('en-IN')} invoices for ${listed2.companies.toLocaleString('en-IN')} companies: duplicates ${check.n - check.companies}, missing ${listed2.companies - check.companies}, number gaps ${series.last - series.n}`);
    for (const w of workers) await stopWorker(w);
    return issued / seconds / floor.rate;
  } catch (e) {
    console.error(e);
    throw e;
  } finally {
    for (const w of workers) await stopWorker(w, 'SIGKILL').catch(() => undefined);
    await owner.end().catch(() => undefined);
    await product.stop();
    if (redis) await dropQueueKeys(redis).catch((e) => console.error(`could not drop the bench's queue keys: ${e.message}`));
  }
}

runWhenMain(import.meta.url, run);
