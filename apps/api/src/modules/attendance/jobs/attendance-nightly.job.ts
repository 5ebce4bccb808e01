import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, JobQueue, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { HrmsClock, localDate } from '../../hrms/index.js';
import { AttendanceMarksService } from '../services/attendance-marks.service.js';
import { addDays } from '../services/zoned-time.js';

export const ATTENDANCE_NIGHTLY_JOB = 'attendance.nightly';
export const ATTENDANCE_MARK_DAY_JOB = 'attendance.mark-day';

export interface MarkDayPayload extends JobPayload {
  companyId: number;
  date: string;
}

/**
 * Hourly, platform-wide: for every company with employees, queue the marking of its previous day
 * (in its own time zone). The idempotency key (company, date) makes the day marked once whichever
 * hour first sees it finished; later punches re-mark it on arrival.
 */
@JobHandler(ATTENDANCE_NIGHTLY_JOB)
export class AttendanceNightlyJob implements JobHandlerFor<JobPayload> {
  constructor(
    private readonly runner: TenantRunner,
    private readonly marks: AttendanceMarksService,
    private readonly clock: HrmsClock,
    private readonly queue: JobQueue,
  ) {}

  async handle(): Promise<void> {
    const companies = await this.marks.companiesWithEmployees();
    for (const companyId of companies) {
      const zone = await this.runner.runAsCompany(companyId, () => this.clock.timeZone());
      const date = addDays(localDate(this.clock.now(), zone), -1);
      await this.queue.enqueue<MarkDayPayload>(ATTENDANCE_MARK_DAY_JOB, { companyId, date }, { idempotencyKey: `${companyId}:${date}` });
    }
  }
}

@JobHandler(ATTENDANCE_MARK_DAY_JOB)
export class AttendanceMarkDayJob implements JobHandlerFor<MarkDayPayload> {
  constructor(private readonly marks: AttendanceMarksService) {}

  async handle(payload: MarkDayPayload): Promise<void> {
    await this.marks.markDays(payload.date, payload.date);
  }
}

@Injectable()
export class AttendanceNightlySchedule implements OnApplicationBootstrap {
  constructor(private readonly queue: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule(ATTENDANCE_NIGHTLY_JOB, 'attendance-nightly-hourly', { pattern: '5 * * * *' }, { companyId: null });
  }
}
