// What a minimal correct server does to authenticate a request: verify the HS256 bearer token, and inside
// the request's transaction (tenant set) check that its session is live, its user active and its company
// allowed to sign in. Shared by the baselines of auth-floor and expense-create.
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { companyContextKey, companyContextToken } from '../../apps/api/dist/core/database/company-context.js';

export const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789abcdef0123456789abcdef';

export const SESSION_SQL = `SELECT u.type, u.name, u.email, u.force_password_change
  FROM user_sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = s.company_id
  WHERE s.id = $1 AND s.user_id = $2 AND s.company_id = $3 AND s.revoked_at IS NULL AND s.expires_at > now()
    AND u.active AND (c.active OR c.is_provider)`;

/** The token's claims when its header says HS256, its signature matches, it has not expired and we issued it. */
export function tokenVerifier(secret = BENCH_JWT_SECRET) {
  const key = createSecretKey(Buffer.from(secret));
  return (authorization) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const parts = token?.split('.') ?? [];
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

const keys = new Map();

/**
 * The company's settings for a transaction on the app role: its id and the token the policies check it
 * against (apps/api/src/core/database/company-context.ts), derived from the app role's password as the
 * product derives it. One statement, as the product sends it.
 */
export function companyScope(client, companyId, userId = '') {
  const password = client.connectionParameters.password;
  if (!keys.has(password)) keys.set(password, companyContextKey(password));
  const id = String(companyId);
  return {
    // The user and address the audit trail's triggers record (issue 26), as the product's scope statement sets them.
    text: `SELECT set_config('app.company_id', $1, true), set_config('app.company_token', $2, true), set_config('app.platform', '', true), set_config('app.user_id', $3, true), set_config('app.client_address', $4, true)`,
    values: [id, companyContextToken(keys.get(password), Number(id)), String(userId), '127.0.0.1'],
  };
}

/** BEGIN, the tenant, the session check: true when the request may go on (else rolled back). */
export async function openAuthenticated(client, claims) {
  await client.query('BEGIN');
  await client.query(companyScope(client, claims.cid, claims.sub));
  const session = await client.query(SESSION_SQL, [claims.jti, claims.sub, claims.cid]);
  if (session.rowCount === 1) return true;
  await client.query('ROLLBACK');
  return false;
}
