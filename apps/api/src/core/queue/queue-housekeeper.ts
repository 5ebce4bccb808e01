import type { EntityManager } from 'typeorm';
import { sql } from '../tenancy/sql.js';
import { Housekeeper, type PurgesExpiredRows } from '../database/housekeeper.js';

/** Hourly: a scheduled run's key is unique per iteration and never enqueued again: after a week it guards nothing. */
@Housekeeper()
export class QueueHousekeeper implements PurgesExpiredRows {
  async purge(manager: EntityManager): Promise<void> {
    await sql(`DELETE FROM job_executions WHERE idempotency_key LIKE 'scheduled:%' AND completed_at < now() - interval '7 days'`, [], manager);
  }
}
