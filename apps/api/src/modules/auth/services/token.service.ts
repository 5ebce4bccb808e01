import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';

export interface TokenClaims {
  sub: string;
  cid: string;
  jti: string;
}

const ISSUER = 'bizdesk';
/** Tokens whose signature was checked, kept so the next request with the same token skips the HMAC. */
const VERIFIED_CAP = 10_000;

interface Verified extends TokenClaims {
  exp: number;
  nbf: number | undefined;
}
const base64url = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | null {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * HS256 bearer tokens; the jti names a server-side session, so a token can be revoked.
 *
 * Verification runs on every authenticated request, so it is done here with a secret KeyObject built once:
 * the JWT library re-parsed the secret string on every verify (first trying it as a public key, which
 * throws), about a third of the CPU of a one-row GET (issue 18). Signing (once per login) stays with it.
 */
@Injectable()
export class TokenService {
  private readonly key: KeyObject;
  /**
   * Signature checks already done, by exact token text: a client sends the same token on every request.
   * Time is checked on every read; whether the session still lives is the database's answer on every
   * request, so nothing here can outlive a logout. Emptied when full.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  issue(userId: number, companyId: number): { token: string; sessionId: string; expiresAt: Date } {
    const sessionId = randomUUID();
    const token = this.jwt.sign(
      { sub: String(userId), cid: String(companyId), jti: sessionId },
      { secret: this.config.jwtSecret, expiresIn: this.config.jwtTtlSeconds, algorithm: 'HS256', issuer: ISSUER },
    );
    return { token, sessionId, expiresAt: new Date(Date.now() + this.config.jwtTtlSeconds * 1000) };
  }

  /**
   * Null for anything forged, expired or malformed: the header must say HS256, the signature must match
   * (constant-time), `exp` must be in the future, `nbf` (if any) not, and the issuer must be ours.
   */
  read(token: string): TokenClaims | null {
    const known = this.verified.get(token) ?? this.verify(token);
    if (!known) return null;
    const now = this.nowSeconds();
    if (known.exp <= now || (known.nbf !== undefined && known.nbf > now)) return null;
    return { sub: known.sub, cid: known.cid, jti: known.jti };
  }

  /** The clock expiry is read against (seconds). */
  protected nowSeconds(): number {
    return Date.now() / 1000;
  }

  /** Signature, algorithm, issuer and claim types; remembered when they hold (time is checked by read()). */
  private verify(token: string): Verified | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => base64url.test(p))) return null;
    const [head, body, signature] = parts;
    const expected = createHmac('sha256', this.key).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let verified: Verified;
    try {
      const header = decodeJson(head);
      const claims = decodeJson(body);
      if (!header || !claims || header.alg !== 'HS256') return null;
      const { sub, cid, jti, exp, nbf, iss } = claims;
      if (typeof exp !== 'number' || (nbf !== undefined && typeof nbf !== 'number') || iss !== ISSUER) return null;
      if (typeof sub !== 'string' || typeof cid !== 'string' || typeof jti !== 'string' || !sub || !cid || !jti) return null;
      verified = { sub, cid, jti, exp, nbf: nbf as number | undefined };
    } catch {
      return null;
    }
    if (this.verified.size >= VERIFIED_CAP) this.verified.clear();
    this.verified.set(token, verified);
    return verified;
  }
}
