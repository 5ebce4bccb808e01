import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { OpeningStatement } from '../../../core/tenancy/tenant-runner.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { UserSessionEntity } from '../entities/user-session.entity.js';

@Injectable()
export class SessionsRepository {
  private repo() {
    return currentManager().getRepository(UserSessionEntity);
  }

  async insert(session: Partial<UserSessionEntity>): Promise<void> {
    await this.repo().insert(session);
  }

  /**
   * The live session of a request's token with its user and company, as one prepared statement the
   * request's transaction opener sends with BEGIN. A row comes back only while the session is neither
   * revoked nor expired, belongs to the token's user and company, the user is active and the company may
   * sign in (active, or the provider): the rule is live_session() (migration 1765700000000), inlined by the
   * planner, so the companies module's rule (companyStatus) is read in the same statement at no extra cost.
   */
  liveSessionStatement(sessionId: string, userId: number, companyId: number): OpeningStatement {
    return {
      name: 'bizdesk_live_session',
      text: `SELECT type, role, name, email, force_password_change FROM live_session($1::uuid, $2, $3)`,
      values: [sessionId, userId, companyId],
    };
  }

  /** Fails with SQLSTATE BZ401 unless live_session() still gives exactly these values (same rule, same function). */
  confirmLiveSessionStatement(sessionId: string, userId: number, companyId: number, live: { type: string; role: string; name: string; email: string; forcePasswordChange: boolean }): OpeningStatement {
    return {
      name: 'bizdesk_confirm_live_session',
      text: `SELECT confirm_live_session($1::uuid, $2, $3, $4, $5, $6, $7, $8)`,
      values: [sessionId, userId, companyId, live.type, live.role, live.name, live.email, live.forcePasswordChange],
    };
  }

  async revoke(id: string): Promise<void> {
    await this.repo().update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOfUser(userId: number): Promise<void> {
    await this.repo().update({ userId: String(userId), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
