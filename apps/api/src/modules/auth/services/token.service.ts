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
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => base64url.test(p))) return null;
    const [head, body, signature] = parts;
    const expected = createHmac('sha256', this.key).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const header = decodeJson(head);
      const claims = decodeJson(body);
      if (!header || !claims || header.alg !== 'HS256') return null;
      const now = Date.now() / 1000;
      if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
      if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
      if (claims.iss !== ISSUER) return null;
      const { sub, cid, jti } = claims;
      if (typeof sub !== 'string' || typeof cid !== 'string' || typeof jti !== 'string' || !sub || !cid || !jti) return null;
      return { sub, cid, jti };
    } catch {
      return null;
    }
  }
}
