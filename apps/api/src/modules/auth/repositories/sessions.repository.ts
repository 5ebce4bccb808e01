import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import type { UserType } from '../entities/user.entity.js';
import { UserSessionEntity } from '../entities/user-session.entity.js';

export interface LiveSession {
  userId: number;
  companyId: number;
  type: UserType;
  name: string;
  email: string;
  forcePasswordChange: boolean;
  userActive: boolean;
}

@Injectable()
export class SessionsRepository {
  private repo() {
    return currentManager().getRepository(UserSessionEntity);
  }

  async insert(session: Partial<UserSessionEntity>): Promise<void> {
    await this.repo().insert(session);
  }

  /** A live session with the user it belongs to: one query on every authenticated request. */
  async findLiveWithUser(id: string): Promise<LiveSession | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await sql<{
      user_id: string; company_id: string; type: UserType; name: string; email: string; force_password_change: boolean; active: boolean;
    }>(
      `SELECT s.user_id, s.company_id, u.type, u.name, u.email, u.force_password_change, u.active
         FROM user_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [id],
    );
    const r = rows[0];
    return r
      ? {
          userId: Number(r.user_id), companyId: Number(r.company_id), type: r.type, name: r.name, email: r.email,
          forcePasswordChange: r.force_password_change, userActive: r.active,
        }
      : null;
  }

  async revoke(id: string): Promise<void> {
    await this.repo().update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOfUser(userId: number): Promise<void> {
    await this.repo().update({ userId: String(userId), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
