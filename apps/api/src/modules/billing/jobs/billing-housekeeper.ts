import type { EntityManager } from 'typeorm';
import { Housekeeper, type PurgesExpiredRows } from '../../../core/database/housekeeper.js';
import { sql } from '../../../core/tenancy/sql.js';

/**
 * Hourly: gateway events that only mattered for a while (forged or unknown callbacks, replays, callbacks
 * queued or not confirmed by PhonePe) after 30 days; applied payments, mismatches and double payments stay as
 * the payments' audit trail.
 */
@Housekeeper()
export class BillingHousekeeper implements PurgesExpiredRows {
  async purge(manager: EntityManager): Promise<void> {
    await sql(
      `DELETE FROM payment_events WHERE outcome IN ('FORGED', 'UNKNOWN_ORDER', 'DUPLICATE', 'PENDING', 'QUEUED', 'UNCONFIRMED') AND received_at < now() - interval '30 days'`,
      [], manager,
    );
  }
}
