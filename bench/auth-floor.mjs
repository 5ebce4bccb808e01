// The floor every authenticated call pays: GET /api/erp/financial-year/select (one row) next to a bare
// node:http server doing the minimal correct work for the same answer: verify the HS256 token, then one
// transaction on the app role (tenant set, session/user/company checked, rows read, commit) through a
// bare pg pool. The ratio is what routing, guards, the tenant transaction opener, logging and the
// envelope cost on top of that work.
import { createServer } from 'node:http';
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { compareRounds } from './lib/harness.mjs';
import { BENCH_JWT_SECRET, openAuthenticated, tokenVerifier } from './lib/bare-auth.mjs';
import { appUrl } from './lib/product-db.mjs';

const APP_PASSWORD = 'bench_app_role_pw';
// Production logs every request at info; the floor is measured that way (BENCH_LOG_LEVEL to compare).
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

const SELECT_SQL = `SELECT id, name FROM financial_years WHERE company_id = $1 ORDER BY start_date DESC`;

async function bareServer(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const verify = tokenVerifier();
  const server = createServer(async (req, res) => {
    const claims = verify(req.headers.authorization);
    if (!claims || req.headers.companyid !== claims.cid) return void res.writeHead(401).end();
    const client = await pool.connect();
    try {
      if (!(await openAuthenticated(client, claims))) return void res.writeHead(401).end();
      const years = await client.query(SELECT_SQL, [claims.cid]);
      await client.query('COMMIT');
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ status: 'OK', message: 'Financial years fetched successfully', data: years.rows.map((r) => ({ id: Number(r.id), name: r.name })) }));
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      res.writeHead(500).end(String(e));
    } finally {
      client.release();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: async () => { server.close(); await pool.end(); } };
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL, APP_DB_PASSWORD: APP_PASSWORD, JWT_SECRET: BENCH_JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000000' });
  let bare;
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Floor Traders' });
    const session = await api.login(company.email, company.password);
    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const apiUrl = `${product.baseUrl}/api/erp/financial-year/select`;
    const answer = await (await fetch(apiUrl, { headers })).text();
    bare = await bareServer(appUrl(product.dataDir, APP_PASSWORD));
    const same = await (await fetch(bare.url, { headers })).text();
    if (answer !== same) throw new Error(`the answers differ:\n  api : ${answer}\n  bare: ${same}`);
    console.log(`  log level: ${LOG_LEVEL}; answer: ${answer.length} bytes; 10 connections`);
    const { ratio } = await compareRounds('GET /api/erp/financial-year/select (authenticated, one row) vs token check + one bare pg transaction',
      { url: apiUrl, headers }, { url: bare.url, headers }, { duration: 3 });
    return ratio;
  } finally {
    await bare?.close();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
