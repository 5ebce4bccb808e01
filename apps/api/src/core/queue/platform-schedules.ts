import { Inject, Injectable, mixin, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { JobQueue, type ScheduleSpec } from './job-queue.js';

/** A repeatable job run in the platform context (payload `{ companyId: null }`). */
export interface PlatformSchedule {
  job: string;
  /** Keeps the schedule single: upserting the same id on every start replaces it. */
  schedulerId: string;
  spec: ScheduleSpec;
}

/**
 * A provider registering a module's repeatable platform jobs when the application starts, in the order given:
 * `providers: [PlatformSchedules({ job: X_JOB, schedulerId: 'x-hourly', spec: { pattern: '5 * * * *' } })]`.
 */
export function PlatformSchedules(...schedules: PlatformSchedule[]): Type<OnApplicationBootstrap> {
  @Injectable()
  class Schedules implements OnApplicationBootstrap {
    constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

    async onApplicationBootstrap(): Promise<void> {
      for (const s of schedules) await this.queue.schedule(s.job, s.schedulerId, s.spec, { companyId: null });
    }
  }
  // mixin: each call its own provider class (a module may list several).
  return mixin(Schedules);
}
