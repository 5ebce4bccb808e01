// GET /api/erp/api-log (a month's first page of 20, newest first, with its total) for a company with
// 1,000,000 call-log rows over 12 months, next to the same two queries through a bare pg client behind
// bare node:http, in the same run. Prints the page's latency too: the /logs page must stay fast at this size.
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { bareJsonServer, tenantOpener } from './lib/bare-pg-server.mjs';
import { DURATION_SECONDS, measure, report, runWhenMain } from './lib/harness.mjs';
import { appUrl as appUrlOf, ownerUrl as ownerUrlOf } from './lib/product-db.mjs';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const APP_PASSWORD = 'bench_app_role_pw';
const FROM = '2026-03-01T00:00:00+05:30';
const TO = '2026-04-01T00:00:00+05:30';

// The statements of ApiLogsRepository.page for appId 0, no search, page 0 (keep in step).
const PAGE_SQL = `SELECT id::int AS id, app_id AS "appId", COALESCE(client_ip, '') AS clientip, created_at AS "createdOn", message, status,
  duration_ms AS "durationMs" FROM api_logs WHERE company_id = $1 AND created_at >= $2 AND created_at < $3
  ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0`;
const COUNT_SQL = `SELECT count(*)::int AS n FROM api_logs WHERE company_id = $1 AND created_at >= $2 AND created_at < $3`;

async function seed(ownerUrl, companyId) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const started = Date.now();
    // Evenly over April 2025 - March 2026 (12 months): about 83,000 rows a month.
    await owner.query(`INSERT INTO api_logs (company_id, api_key_id, app_id, client_ip, status, message, duration_ms, bytes, created_at)
      SELECT $1, NULL, (ARRAY[1, 2, 6, 7])[1 + g % 4], '203.0.113.' || (g % 250), CASE WHEN g % 50 = 0 THEN 429 ELSE 200 END,
             CASE WHEN g % 50 = 0 THEN 'Too many requests' ELSE 'Success' END, 3, 900,
             timestamptz '2025-04-01 00:00+05:30' + (g::float8 / $2) * interval '365 days'
        FROM generate_series(1, $2::int) g`, [companyId, ROWS]);
    await owner.query('VACUUM ANALYZE api_logs');
    console.log(`  seeded  : ${ROWS.toLocaleString('en-IN')} call-log rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await owner.end();
  }
}

/** The baseline: the same statements through a bare pg pool (app role, tenant set), behind bare node:http. */
function bareServer(appUrl, companyId) {
  return bareJsonServer(appUrl, {
    open: tenantOpener(companyId),
    answer: async (client) => {
      const list = await client.query(PAGE_SQL, [companyId, FROM, TO]);
      const count = await client.query(COUNT_SQL, [companyId, FROM, TO]);
      const total = count.rows[0].n;
      return { status: 'OK', message: 'API logs fetched', data: { list: list.rows, totalRecords: total, totalPages: Math.ceil(total / 20) } };
    },
  });
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'warn', APP_DB_PASSWORD: APP_PASSWORD, RATE_LIMIT_PER_MINUTE: '100000000' });
  let bare;
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Logs' });
    const session = await api.login(company.email, company.password);
    const ownerUrl = ownerUrlOf(product.dataDir);
    await seed(ownerUrl, company.companyId);
    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const apiUrl = `${product.baseUrl}/api/erp/api-log?fromDate=2026-03-01&toDate=2026-03-31&page=0&size=20`;
    const first = await (await fetch(apiUrl, { headers })).json();
    if (first.data.list.length !== 20) throw new Error(`unexpected page: ${JSON.stringify(first).slice(0, 300)}`);
    console.log(`  month   : ${first.data.totalRecords.toLocaleString('en-IN')} rows in March 2026`);
    bare = await bareServer(appUrlOf(product.dataDir, APP_PASSWORD), company.companyId);
    const subject = await measure(apiUrl, { headers });
    const baseline = await measure(bare.url);
    console.log(`  duration: ${DURATION_SECONDS} s per side, 10 connections; a month's page answers in ${(1000 / subject.rps * 10).toFixed(1)} ms on average (p99 ${subject.p99} ms)`);
    return report(`GET /api/erp/api-log (a month's page of 20 on ${ROWS.toLocaleString('en-IN')} rows) vs the same queries through a bare pg client`, subject, baseline);
  } finally {
    await bare?.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
