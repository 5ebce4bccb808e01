import { Inject, Injectable } from '@nestjs/common';
import { SessionVerifierPort, type SessionClaims, type SessionPrincipal, type SessionVerifier } from '../../../core/tenancy/session.js';
import { CompanyStatusPort, type CompanyStatusRef } from '../company-status.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { TokenService } from './token.service.js';

/**
 * A token is good while its signature and expiry check out, its session is not revoked, its user is
 * active and its company may still sign in. Checked on every request, so logout and deactivation
 * take effect at once.
 */
@Injectable()
@SessionVerifierPort.Implementation()
export class SessionVerifierService implements SessionVerifier {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsRepository,
    @Inject(CompanyStatusPort.Ref) private readonly companies: CompanyStatusRef,
  ) {}

  readToken(token: string): SessionClaims | null {
    const claims = this.tokens.read(token);
    if (!claims) return null;
    const companyId = Number(claims.cid);
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(userId) || companyId <= 0 || userId <= 0) return null;
    return { sessionId: claims.jti, userId, companyId };
  }

  async load(claims: SessionClaims): Promise<SessionPrincipal | null> {
    const live = await this.sessions.findLiveWithUser(claims.sessionId);
    if (!live || live.userId !== claims.userId || live.companyId !== claims.companyId || !live.userActive) return null;
    const status = await this.companies.get().statusOf(claims.companyId);
    if (status !== 'ACTIVE' && status !== 'PROVIDER') return null;
    return {
      ...claims,
      type: live.type,
      name: live.name,
      email: live.email,
      forcePasswordChange: live.forcePasswordChange,
    };
  }
}
