import type { OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { HOUSEKEEPER, type PurgesExpiredRows } from '../database/housekeeper.js';
import { JobHandler, PlatformSchedules, type JobContext, type JobHandlerFor, type JobPayload } from '../queue/index.js';

/** The job name and schedule id predate this class (they were the identity module's); kept so deployed schedules still match. */
export const HOUSEKEEPING_JOB = 'identity.housekeeping';
const HOUSEKEEPING_SCHEDULE = 'identity-housekeeping-hourly';

/** One hourly job runs every @Housekeeper() (core/database/housekeeper.ts), in the platform context, in one transaction. */
@JobHandler(HOUSEKEEPING_JOB)
export class HousekeepingJob implements JobHandlerFor<JobPayload>, OnModuleInit {
  private housekeepers: { name: string; instance: PurgesExpiredRows }[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const seen = new Set<unknown>();
    this.housekeepers = this.discovery
      .getProviders()
      .filter((w) => w.metatype && w.instance && Reflect.getMetadata(HOUSEKEEPER, w.metatype) === true)
      .filter((w) => !seen.has(w.instance) && seen.add(w.instance))
      .map((w) => ({ name: String(w.name), instance: w.instance as PurgesExpiredRows }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  names(): string[] {
    return this.housekeepers.map((h) => h.name);
  }

  async handle(_payload: JobPayload, ctx: JobContext): Promise<void> {
    for (const h of this.housekeepers) await h.instance.purge(ctx.manager);
  }
}

export const HousekeepingSchedule = PlatformSchedules({ job: HOUSEKEEPING_JOB, schedulerId: HOUSEKEEPING_SCHEDULE, spec: { pattern: '17 * * * *' } });
