import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/database/sql.js';

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

@Injectable()
export class LoginThrottleRepository {
  async get(key: string): Promise<ThrottleState | null> {
    const { rows } = await sql<{ failures: number; locked_until: Date | null }>(
      `SELECT failures, locked_until FROM login_throttle WHERE key = $1`, [key]);
    return rows[0] ? { failures: rows[0].failures, lockedUntil: rows[0].locked_until && new Date(rows[0].locked_until) } : null;
  }

  /**
   * Counts one failure inside a sliding window (a stale window restarts at 1) and locks the key once it
   * reaches the limit. One statement, so concurrent failures are all counted.
   */
  async recordFailure(key: string, windowSeconds: number, limit: number, lockSeconds: number): Promise<ThrottleState> {
    const { rows } = await sql<{ failures: number; locked_until: Date | null }>(
      `INSERT INTO login_throttle AS t (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE t.window_started_at END
       RETURNING failures, locked_until`,
      [key, windowSeconds],
    );
    let { failures, locked_until: lockedUntil } = rows[0];
    if (failures >= limit) {
      const { rows: locked } = await sql<{ locked_until: Date }>(
        `UPDATE login_throttle SET locked_until = now() + make_interval(secs => $2), failures = 0, window_started_at = now()
         WHERE key = $1 RETURNING locked_until`,
        [key, lockSeconds],
      );
      lockedUntil = locked[0].locked_until;
    }
    return { failures, lockedUntil: lockedUntil && new Date(lockedUntil) };
  }

  async clear(key: string): Promise<void> {
    await sql(`DELETE FROM login_throttle WHERE key = $1`, [key]);
  }
}
