import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { OpeningStatement } from '../../../core/tenancy/tenant-runner.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns, type RowOf } from '../../../core/database/typed-select.js';
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

  /** A user's live sessions (neither ended nor expired), the most recently used first. */
  async liveOfUser(userId: number): Promise<LiveSessionRow[]> {
    const { rows } = await sql(
      LIVE_SESSION.select(`FROM user_sessions
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
        ORDER BY coalesce(last_seen_at, created_at) DESC, id`),
      [userId],
    );
    return rows;
  }

  /** Ends one live session of this user; false when there is none (another user's, ended, expired or unknown). */
  async revokeOwn(id: string, userId: number): Promise<boolean> {
    const { affected } = await sql(
      `UPDATE user_sessions SET revoked_at = now() WHERE id = $1::uuid AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [id, userId],
    );
    return affected > 0;
  }

  /** Ends every live session of a user; answers how many were live. */
  async revokeAllOfUserCounted(userId: number): Promise<number> {
    const { affected } = await sql(
      `UPDATE user_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [userId],
    );
    return affected;
  }

  /**
   * When and from where sessions were last used, as noted by this instance since its last flush: one statement
   * for all of them (platform work, off every request's path). A later time already stored is kept.
   */
  async recordActivity(seen: { id: string; at: Date; address: string | null }[]): Promise<void> {
    if (!seen.length) return;
    await sql(
      `UPDATE user_sessions s SET last_seen_at = v.at, last_address = coalesce(v.address, s.last_address)
         FROM unnest($1::uuid[], $2::timestamptz[], $3::varchar[]) AS v(id, at, address)
        WHERE s.id = v.id AND s.revoked_at IS NULL AND (s.last_seen_at IS NULL OR s.last_seen_at < v.at)`,
      [seen.map((x) => x.id), seen.map((x) => x.at.toISOString()), seen.map((x) => x.address)],
    );
  }
}

const LIVE_SESSION = storedColumns('user_sessions', ['id', 'created_at', 'expires_at', 'ip', 'user_agent', 'last_seen_at', 'last_address']);
export type LiveSessionRow = RowOf<typeof LIVE_SESSION>;
