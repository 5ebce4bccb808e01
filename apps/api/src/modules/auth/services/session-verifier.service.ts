import { Inject, Injectable } from '@nestjs/common';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { SessionPrincipal, SessionVerifier } from '../../../core/tenancy/session.js';
import { COMPANY_STATUS_READER, type CompanyStatusReader } from '../company-status.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { TokenService } from './token.service.js';

/**
 * A token is good while its signature and expiry check out, its session is not revoked, its user is
 * active and its company may still sign in. Checked on every request, so logout and deactivation
 * take effect at once.
 */
@Injectable()
export class SessionVerifierService implements SessionVerifier {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly runner: TenantRunner,
    @Inject(COMPANY_STATUS_READER) private readonly companies: CompanyStatusReader,
  ) {}

  async verify(token: string): Promise<SessionPrincipal | null> {
    const claims = this.tokens.read(token);
    if (!claims) return null;
    const companyId = Number(claims.cid);
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(userId)) return null;
    return this.runner.runAsCompany(companyId, async () => {
      const session = await this.sessions.findLive(claims.jti);
      if (!session || Number(session.userId) !== userId || Number(session.companyId) !== companyId) return null;
      const user = await this.users.findById(userId);
      if (!user || !user.active) return null;
      const status = await this.companies.statusOf(companyId);
      if (status !== 'ACTIVE' && status !== 'PROVIDER') return null;
      return {
        sessionId: session.id,
        userId,
        companyId,
        type: user.type,
        name: user.name,
        email: user.email,
        forcePasswordChange: user.forcePasswordChange,
      };
    });
  }
}
