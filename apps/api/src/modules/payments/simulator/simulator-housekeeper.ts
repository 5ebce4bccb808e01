import type { EntityManager } from 'typeorm';
import { Housekeeper, type PurgesExpiredRows } from '../../../core/database/housekeeper.js';
import { sql } from '../../../core/tenancy/sql.js';

/** Hourly: the local simulator's orders after a week (it only ever runs on developers' machines and in tests). */
@Housekeeper()
export class SimulatorHousekeeper implements PurgesExpiredRows {
  async purge(manager: EntityManager): Promise<void> {
    await sql(`DELETE FROM phonepe_simulator_orders WHERE created_at < now() - interval '7 days'`, [], manager);
  }
}
