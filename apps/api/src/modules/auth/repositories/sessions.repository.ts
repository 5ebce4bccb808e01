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
   * sign in (active, or the provider): the companies module's rule (companyStatus), read here in the same
   * statement so the check costs no second round trip.
   */
  liveSessionStatement(sessionId: string, userId: number, companyId: number): OpeningStatement {
    return {
      name: 'bizdesk_live_session',
      text: `SELECT u.type, u.name, u.email, u.force_password_change
               FROM user_sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = s.company_id
              WHERE s.id = $1::uuid AND s.user_id = $2 AND s.company_id = $3 AND s.revoked_at IS NULL
                AND s.expires_at > now() AND u.active AND (c.active OR c.is_provider)`,
      values: [sessionId, userId, companyId],
    };
  }

  async revoke(id: string): Promise<void> {
    await this.repo().update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOfUser(userId: number): Promise<void> {
    await this.repo().update({ userId: String(userId), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
