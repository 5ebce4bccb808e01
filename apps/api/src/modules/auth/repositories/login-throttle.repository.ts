import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';

export interface ThrottleState {
  /** Failures (attempts in flight included) in the current window. */
  failures: number;
  lockedUntil: Date | null;
}

interface Row {
  key: string;
  failures: number;
  locked_until: Date | null;
}

const toState = (r: Row): ThrottleState => ({ failures: r.failures, lockedUntil: r.locked_until && new Date(r.locked_until) });

/**
 * A window restarts when it is older than windowSeconds or when the lock it led to has run out.
 * While a key is locked nothing is counted, so a lock is never extended by the attacker's own tries.
 */
const upsert = (keysParam: string, lockable: boolean) => `
  INSERT INTO login_throttle AS t (key, failures, window_started_at, locked_until)
  SELECT k, 1, now(), ${lockable ? `CASE WHEN 1 > $4 THEN now() + make_interval(secs => $5) END` : 'NULL'} FROM unnest(${keysParam}::text[]) AS k
  ON CONFLICT (key) DO UPDATE SET
    failures = CASE
      WHEN t.locked_until > now() THEN t.failures
      WHEN t.window_started_at < now() - make_interval(secs => $3) OR t.locked_until IS NOT NULL THEN 1
      ELSE t.failures + 1 END,
    window_started_at = CASE
      WHEN t.locked_until > now() THEN t.window_started_at
      WHEN t.window_started_at < now() - make_interval(secs => $3) OR t.locked_until IS NOT NULL THEN now()
      ELSE t.window_started_at END,
    locked_until = CASE
      WHEN t.locked_until > now() THEN t.locked_until
      ${lockable ? `WHEN (CASE WHEN t.window_started_at < now() - make_interval(secs => $3) OR t.locked_until IS NOT NULL THEN 1 ELSE t.failures + 1 END) > $4
        THEN now() + make_interval(secs => $5)` : ''}
      ELSE NULL END
  RETURNING key, failures, locked_until`;

const LOCK = storedColumns('login_throttle', ['locked_until']).returning(
  `UPDATE login_throttle SET locked_until = CASE WHEN locked_until > now() THEN locked_until ELSE now() + make_interval(secs => $2) END
       WHERE key = $1`,
);

@Injectable()
export class LoginThrottleRepository {
  /** The state of each key now (a finished window reads as no failures); counts nothing. */
  async peek(keys: string[], windowSeconds: number): Promise<Map<string, ThrottleState>> {
    const { rows } = await sql<Row>(
      `SELECT key,
              CASE WHEN window_started_at < now() - make_interval(secs => $2) OR (locked_until IS NOT NULL AND locked_until <= now())
                   THEN 0 ELSE failures END AS failures,
              CASE WHEN locked_until > now() THEN locked_until END AS locked_until
       FROM login_throttle WHERE key = ANY($1::text[])`,
      [keys, windowSeconds],
    );
    return new Map(rows.map((r) => [r.key, toState(r)]));
  }

  /**
   * Counts this attempt as a failure before its password is checked, and decides the lock in the same
   * statement: of any number of parallel attempts exactly `limit` reach the password check, the rest
   * find the key locked (issue 17 item 2). A right password gives its count back afterwards.
   * `lockKey` can be locked; `throttleKeys` are only counted (they lead to delays and a captcha).
   */
  async countAttempt(
    lockKey: string, throttleKeys: string[], windowSeconds: number, limit: number, lockSeconds: number,
  ): Promise<Map<string, ThrottleState>> {
    const { rows } = await sql<Row>(
      `WITH locked AS (${upsert('ARRAY[$1]', true)}),
            counted AS (${upsert('$2', false)})
       SELECT * FROM locked UNION ALL SELECT * FROM counted`,
      [lockKey, throttleKeys, windowSeconds, limit, lockSeconds],
    );
    return new Map(rows.map((r) => [r.key, toState(r)]));
  }

  /** Locks a key now (the failure that reached the limit); an existing lock is kept as it is. */
  async lock(key: string, lockSeconds: number): Promise<Date> {
    const { rows } = await sql(LOCK, [key, lockSeconds]);
    return new Date(rows[0]?.locked_until ?? Date.now() + lockSeconds * 1000);
  }

  /** A right password gives back the failure counted for it; it never lifts a lock. */
  async giveBack(keys: string[]): Promise<void> {
    await sql(
      `UPDATE login_throttle SET failures = greatest(failures - 1, 0)
       WHERE key = ANY($1::text[]) AND (locked_until IS NULL OR locked_until <= now())`,
      [keys],
    );
  }
}
