// The floor every authenticated call pays: GET /api/erp/financial-year/select (one row) next to a bare
// node:http server doing the minimal correct work for the same answer: verify the HS256 token, then one
// transaction on the app role (tenant set, session/user/company checked, rows read, commit) through a
// bare pg pool. The ratio is what routing, guards, the tenant transaction opener, logging and the
// envelope cost on top of that work.
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { compareRounds } from './lib/harness.mjs';
import { appUrl } from './lib/product-db.mjs';

const APP_PASSWORD = 'bench_app_role_pw';
const JWT_SECRET = 'bench-jwt-secret-0123456789abcdef0123456789abcdef';
// Production logs every request at info; the floor is measured that way (BENCH_LOG_LEVEL to compare).
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

const SESSION_SQL = `SELECT u.type, u.name, u.email, u.force_password_change
  FROM user_sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = s.company_id
  WHERE s.id = $1 AND s.user_id = $2 AND s.company_id = $3 AND s.revoked_at IS NULL AND s.expires_at > now()
    AND u.active AND (c.active OR c.is_provider)`;
const SELECT_SQL = `SELECT id, name FROM financial_years WHERE company_id = $1 ORDER BY start_date DESC`;

/** HS256 verification as a minimal server would write it: header, signature, expiry, issuer. */
function verifier(secret) {
  const key = createSecretKey(Buffer.from(secret));
  return (token) => {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString());
    if (header.alg !== 'HS256') return null;
    const expected = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2], 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
    if (claims.iss !== 'bizdesk' || !(claims.exp * 1000 > Date.now())) return null;
    return claims;
  };
}

async function bareServer(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const verify = verifier(JWT_SECRET);
  const server = createServer(async (req, res) => {
    const claims = verify(/^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!claims || req.headers.companyid !== claims.cid) return void res.writeHead(401).end();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('app.company_id', $1, true), set_config('app.platform', '', true)`, [claims.cid]);
      const session = await client.query(SESSION_SQL, [claims.jti, claims.sub, claims.cid]);
      if (session.rowCount !== 1) {
        await client.query('ROLLBACK');
        return void res.writeHead(401).end();
      }
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
  const product = await startProduct({ LOG_LEVEL, APP_DB_PASSWORD: APP_PASSWORD, JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000000' });
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
