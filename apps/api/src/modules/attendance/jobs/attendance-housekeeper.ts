import type { EntityManager } from 'typeorm';
import { Housekeeper, type PurgesExpiredRows } from '../../../core/database/housekeeper.js';
import { DeviceLoginFailuresRepository } from '../repositories/device-login-failures.repository.js';

/** Hourly: failed device-login counts whose window and lock ended a day ago (they guard nothing any more). */
@Housekeeper()
export class AttendanceHousekeeper implements PurgesExpiredRows {
  constructor(private readonly failures: DeviceLoginFailuresRepository) {}

  async purge(manager: EntityManager): Promise<void> {
    await this.failures.purgeFinished(manager);
  }
}
