// The baselines' server: bare node:http in front of a bare pg pool on the app role, one transaction per
// request. What differs between scenarios is how the transaction opens (tenant only, or the token and the
// session checked as well) and the statements of the answer; the rest is this one loop.
import { createServer } from 'node:http';
import pg from 'pg';
import { companyScope, openAuthenticated, tokenVerifier } from './bare-auth.mjs';

/** Opens a transaction bound to one company (row-level security), no token checked: the context is `{ companyId }`. */
export function tenantOpener(companyId) {
  return async (client) => {
    await client.query('BEGIN');
    await client.query(companyScope(client, companyId));
    return { companyId };
  };
}

/** Verifies the HS256 token, then opens the transaction with the session checked: the context is the token's claims (null: 401). */
export function authenticatedOpener() {
  const verify = tokenVerifier();
  return async (client, req) => {
    const claims = verify(req.headers.authorization);
    if (!claims || req.headers.companyid !== claims.cid) return null;
    return (await openAuthenticated(client, claims)) ? claims : null;
  };
}

/**
 * Starts the server: `open(client, req)` begins the transaction (null answers 401, rolled back by the opener),
 * `answer(client, context, body)` runs the statements and gives the JSON envelope, then COMMIT and the answer.
 * `readBody` parses a JSON request body first (GET scenarios leave it off and pay nothing for it).
 */
export async function bareJsonServer(url, { open, answer, readBody = false }) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = createServer(async (req, res) => {
    let body;
    if (readBody) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      body = JSON.parse(Buffer.concat(chunks).toString());
    }
    const client = await pool.connect();
    try {
      const context = await open(client, req);
      if (!context) return void res.writeHead(401).end();
      const envelope = await answer(client, context, body);
      await client.query('COMMIT');
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(envelope));
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
