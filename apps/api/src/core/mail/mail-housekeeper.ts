import type { EntityManager } from 'typeorm';
import { sql } from '../tenancy/sql.js';
import { Housekeeper, type PurgesExpiredRows } from '../database/housekeeper.js';

/** Hourly: delivered mails a week after delivery (they hold reset links). */
@Housekeeper()
export class MailHousekeeper implements PurgesExpiredRows {
  async purge(manager: EntityManager): Promise<void> {
    await sql(`DELETE FROM outbox_emails WHERE sent_at < now() - interval '7 days'`, [], manager);
  }
}
