import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';

/** The whole device's row; the other rows of a device are one per client address. */
export const WHOLE_DEVICE = '*';

export interface FailureLimits {
  windowSeconds: number;
  lockSeconds: number;
  /** Failures from one address after which that (device, address) pair is locked. */
  pairLimit: number;
  /** Failures from any addresses after which the device is locked. */
  deviceLimit: number;
}

export interface FailureRow {
  failures: number;
  /** Set while the row is locked (now or already). */
  lockedUntil: Date | null;
}

/**
 * Failed device logins, in the device company's transaction (a tenant table: the owner reads and clears it).
 * The same rule as the web login's login_throttle: a window restarts when older than the window or when the lock it
 * led to has run out; while locked nothing is counted (the attacker cannot extend a lock).
 */
@Injectable()
export class DeviceLoginFailuresRepository {
  /**
   * Counts this attempt as a failure on one row (an address, or WHOLE_DEVICE) before its password is checked,
   * deciding the lock in the same statement: of any number of parallel attempts at most `limit` reach the
   * password check; the row's lock holds the others until the transaction ends.
   */
  async countAttempt(companyId: number, deviceId: number, scope: string, limit: number, l: FailureLimits): Promise<FailureRow> {
    const restart = `(t.window_started_at < now() - make_interval(secs => $4) OR t.locked_until IS NOT NULL)`;
    const { rows } = await sql<{ failures: number; locked_until: Date | null }>(
      `INSERT INTO attendance_device_login_failures AS t (company_id, device_id, scope, failures, window_started_at, locked_until)
       VALUES ($1, $2, $3, 1, now(), CASE WHEN 1 > $6::int THEN now() + make_interval(secs => $5) END)
       ON CONFLICT (device_id, scope) DO UPDATE SET
         failures = CASE WHEN t.locked_until > now() THEN t.failures WHEN ${restart} THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.locked_until > now() THEN t.window_started_at WHEN ${restart} THEN now() ELSE t.window_started_at END,
         locked_until = CASE
           WHEN t.locked_until > now() THEN t.locked_until
           WHEN (CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END) > $6::int THEN now() + make_interval(secs => $5)
           ELSE NULL END
       RETURNING failures, CASE WHEN locked_until > now() THEN locked_until END AS locked_until`,
      [companyId, deviceId, scope, l.windowSeconds, l.lockSeconds, limit],
    );
    return { failures: rows[0].failures, lockedUntil: rows[0].locked_until && new Date(rows[0].locked_until) };
  }

  /** A wrong password: each row that has reached its limit is locked now (an existing lock is kept). */
  async lockReached(deviceId: number, address: string, l: FailureLimits): Promise<Date | null> {
    const { rows } = await sql<{ locked_until: Date }>(
      `UPDATE attendance_device_login_failures SET locked_until = CASE WHEN locked_until > now() THEN locked_until ELSE now() + make_interval(secs => $3) END
        WHERE device_id = $1 AND scope = ANY(ARRAY[$2::text, '${WHOLE_DEVICE}'])
          AND (locked_until > now() OR failures >= CASE WHEN scope = '${WHOLE_DEVICE}' THEN $5::int ELSE $4::int END)
        RETURNING locked_until`,
      [deviceId, address, l.lockSeconds, l.pairLimit, l.deviceLimit],
    );
    return rows.reduce<Date | null>((latest, r) => (!latest || r.locked_until > latest ? new Date(r.locked_until) : latest), null);
  }

  /** Gives back the failure counted for an attempt whose password was right (or never checked); it never lifts a lock. */
  async giveBack(deviceId: number, scopes: string[]): Promise<void> {
    await sql(
      `UPDATE attendance_device_login_failures SET failures = greatest(failures - 1, 0)
        WHERE device_id = $1 AND scope = ANY($2::text[]) AND (locked_until IS NULL OR locked_until <= now())`,
      [deviceId, scopes],
    );
  }

  /** The owner lifts every lock of the device and forgets its failures. */
  async clear(companyId: number, deviceId: number): Promise<void> {
    await sql(`DELETE FROM attendance_device_login_failures WHERE company_id = $1 AND device_id = $2`, [companyId, deviceId]);
  }

  /** Housekeeping: rows whose window and lock are long over guard nothing. */
  async purgeFinished(manager: EntityManager): Promise<void> {
    await sql(
      `DELETE FROM attendance_device_login_failures WHERE (locked_until IS NULL OR locked_until < now()) AND window_started_at < now() - interval '1 day'`,
      [],
      manager,
    );
  }
}
