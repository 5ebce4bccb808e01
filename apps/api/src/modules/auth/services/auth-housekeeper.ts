import type { EntityManager } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import { Housekeeper, type PurgesExpiredRows } from '../../../core/database/housekeeper.js';

/** Hourly: finished login-throttle windows, spent reset links and ended sessions (they guard nothing any more). */
@Housekeeper()
export class AuthHousekeeper implements PurgesExpiredRows {
  async purge(manager: EntityManager): Promise<void> {
    await sql(
      `DELETE FROM login_throttle WHERE (locked_until IS NULL OR locked_until < now()) AND window_started_at < now() - interval '1 day'`,
      [],
      manager,
    );
    await sql(`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '7 days'`, [], manager);
    // Expired or revoked a day ago: no token can use them any more (the audit keeps the login history elsewhere).
    await sql(
      `DELETE FROM user_sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
      [],
      manager,
    );
  }
}
