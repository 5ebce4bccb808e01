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

interface Row {
  scope: string;
  failures: number;
  locked_until: Date | null;
}

/**
 * Failed device logins, in the device company's transaction (a tenant table: the owner reads and clears it).
 * The same rule as the web login's login_throttle: a window restarts when older than the window or when the lock it
 * led to has run out; while locked nothing is counted (the attacker cannot extend a lock).
 */
@Injectable()
export class DeviceLoginFailuresRepository {
  /**
   * Counts this attempt as a failure on both rows before its password is checked, deciding the lock in the same
   * statement: of any number of parallel attempts at most `limit` per row reach the password check.
   */
  async countAttempt(companyId: number, deviceId: number, address: string, l: FailureLimits): Promise<Map<string, Row>> {
    const restart = `(t.window_started_at < now() - make_interval(secs => $4) OR t.locked_until IS NOT NULL)`;
    const limit = `CASE WHEN t.scope = '${WHOLE_DEVICE}' THEN $7::int ELSE $6::int END`;
    const { rows } = await sql<Row>(
      `INSERT INTO attendance_device_login_failures AS t (company_id, device_id, scope, failures, window_started_at, locked_until)
       SELECT $1, $2, k, 1, now(), NULL FROM unnest(ARRAY[$3::text, '${WHOLE_DEVICE}']) AS k
       ON CONFLICT (device_id, scope) DO UPDATE SET
         failures = CASE WHEN t.locked_until > now() THEN t.failures WHEN ${restart} THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.locked_until > now() THEN t.window_started_at WHEN ${restart} THEN now() ELSE t.window_started_at END,
         locked_until = CASE
           WHEN t.locked_until > now() THEN t.locked_until
           WHEN (CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END) > ${limit} THEN now() + make_interval(secs => $5)
           ELSE NULL END
       RETURNING scope, failures, locked_until`,
      [companyId, deviceId, address, l.windowSeconds, l.lockSeconds, l.pairLimit, l.deviceLimit],
    );
    return new Map(rows.map((r) => [r.scope, r]));
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

  /** A right password gives back the failure counted for it; it never lifts a lock. */
  async giveBack(deviceId: number, address: string): Promise<void> {
    await sql(
      `UPDATE attendance_device_login_failures SET failures = greatest(failures - 1, 0)
        WHERE device_id = $1 AND scope = ANY(ARRAY[$2::text, '${WHOLE_DEVICE}']) AND (locked_until IS NULL OR locked_until <= now())`,
      [deviceId, address],
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
