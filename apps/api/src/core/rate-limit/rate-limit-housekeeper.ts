import type { EntityManager } from 'typeorm';
import { Housekeeper, type PurgesExpiredRows } from '../database/housekeeper.js';
import { sql } from '../tenancy/sql.js';

/** Hourly: a bucket idle for an hour is full again under every rule we have; its row only takes space. */
@Housekeeper()
export class RateLimitHousekeeper implements PurgesExpiredRows {
  async purge(manager: EntityManager): Promise<void> {
    await sql(`DELETE FROM rate_limit_buckets WHERE refreshed_at < now() - interval '1 hour'`, [], manager);
  }
}
