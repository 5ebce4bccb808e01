import { createHmac } from 'node:crypto';

/**
 * The company a transaction runs as is not a setting the application role can choose: app.company_id counts
 * only next to app.company_token, HMAC-SHA256 of the company id under a key derived from the app role's
 * password (as the platform key is). The database keeps that key's HMAC pads in a table only the owner can
 * read (company_context_key), and the SECURITY DEFINER function app_company_id() that every tenant policy
 * asks answers the company only when the token matches (migrations/lib/rls.ts). SQL injected into company
 * A's transaction sees A's token, never B's, and cannot compute one (issue 24 item 8).
 */
export function companyContextKey(appDbPassword: string): Buffer {
  return createHmac('sha256', appDbPassword).update('bizdesk:company-context:v1').digest();
}

/** SHA-256's block: HMAC pads its key to this length. */
const BLOCK = 64;

/**
 * HMAC(K, m) = H((K ^ opad) || H((K ^ ipad) || m)): the two padded keys, so PostgreSQL computes the HMAC with
 * its built-in sha256() and no extension. Secret: written by the owner at start (ensureAppRole), never readable
 * by the app role.
 */
export function companyContextPads(appDbPassword: string): { inner: Buffer; outer: Buffer } {
  const key = Buffer.alloc(BLOCK);
  companyContextKey(appDbPassword).copy(key);
  return { inner: Buffer.from(key.map((b) => b ^ 0x36)), outer: Buffer.from(key.map((b) => b ^ 0x5c)) };
}

/** The token for one company: HMAC-SHA256(key, decimal company id), hex. */
export function companyContextToken(key: Buffer, companyId: number): string {
  return createHmac('sha256', key).update(String(companyId)).digest('hex');
}

const CACHE_CAP = 10_000;

/**
 * The runner's token source for the app connection URL the API was given (its password is the app role's).
 * Tokens are cached: one HMAC per company, not per transaction.
 */
export function companyTokensFromAppUrl(appUrl: string): (companyId: number) => string {
  const key = companyContextKey(decodeURIComponent(new URL(appUrl).password));
  const cache = new Map<number, string>();
  return (companyId) => {
    let token = cache.get(companyId);
    if (token === undefined) {
      if (cache.size >= CACHE_CAP) cache.clear();
      token = companyContextToken(key, companyId);
      cache.set(companyId, token);
    }
    return token;
  };
}
