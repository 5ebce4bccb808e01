// The floor every authenticated call pays: GET /api/erp/financial-year/select (one row) next to a bare
// node:http server doing the minimal correct work for the same answer: verify the HS256 token, then one
// transaction on the app role (tenant set, session/user/company checked, rows read, commit) through a
// bare pg pool. The ratio is what routing, guards, the tenant transaction opener, logging and the
// envelope cost on top of that work.
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { compareRounds, runWhenMain } from './lib/harness.mjs';
import { BENCH_JWT_SECRET } from './lib/bare-auth.mjs';
import { authenticatedOpener, bareJsonServer } from './lib/bare-pg-server.mjs';
import { appUrl } from './lib/product-db.mjs';

const APP_PASSWORD = 'bench_app_role_pw';
// Production logs every request at info; the floor is measured that way (BENCH_LOG_LEVEL to compare).
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

const SELECT_SQL = `SELECT id, name FROM financial_years WHERE company_id = $1 ORDER BY start_date DESC`;

/** The baseline: the token verified, then one transaction (tenant, session check, the rows) on the app role. */
function bareServer(url) {
  return bareJsonServer(url, {
    open: authenticatedOpener(),
    answer: async (client, claims) => {
      const years = await client.query(SELECT_SQL, [claims.cid]);
      return { status: 'OK', message: 'Financial years fetched successfully', data: years.rows.map((r) => ({ id: Number(r.id), name: r.name })) };
    },
  });
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

runWhenMain(import.meta.url, run);
