import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'sha256=';
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Meta signs every webhook delivery with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body,
 * keyed with the app secret>`. The check runs over the bytes as received (a re-serialised JSON body would
 * differ) and compares in constant time, so the answer time says nothing about how much of a guess matched.
 */
export function isValidHubSignature(rawBody: Buffer | undefined, header: string | undefined, appSecret: string): boolean {
  if (!rawBody || typeof header !== 'string' || !header.startsWith(PREFIX)) return false;
  const given = header.slice(PREFIX.length).trim();
  if (!HEX_SHA256.test(given)) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The header value a sender would compute (tests and local tools). */
export function hubSignature(rawBody: Buffer | string, appSecret: string): string {
  return PREFIX + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}
