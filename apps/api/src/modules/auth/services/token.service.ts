import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';

export interface TokenClaims {
  sub: string;
  cid: string;
  jti: string;
}

/** HS256 bearer tokens; the jti names a server-side session, so a token can be revoked. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issue(userId: number, companyId: number): { token: string; sessionId: string; expiresAt: Date } {
    const sessionId = randomUUID();
    const token = this.jwt.sign(
      { sub: String(userId), cid: String(companyId), jti: sessionId },
      { secret: this.config.jwtSecret, expiresIn: this.config.jwtTtlSeconds, algorithm: 'HS256', issuer: 'bizdesk' },
    );
    return { token, sessionId, expiresAt: new Date(Date.now() + this.config.jwtTtlSeconds * 1000) };
  }

  /** Null for anything forged, expired or malformed. */
  read(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<TokenClaims>(token, {
        secret: this.config.jwtSecret, algorithms: ['HS256'], issuer: 'bizdesk',
      });
      if (!claims.sub || !claims.cid || !claims.jti) return null;
      return claims;
    } catch {
      return null;
    }
  }
}
