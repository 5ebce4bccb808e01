import { JobHandler, JobQueue, PlatformSchedules, ServiceJob, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
import { SpendingAlertsRepository } from '../repositories/spending-alerts.repository.js';
import { SpendingAlertsService } from '../services/spending-alerts.service.js';

export const SPENDING_ALERTS_SWEEP_JOB = 'billing.spending-alerts';
export const SPENDING_ALERT_CHECK_JOB = 'billing.spending-alert-check';
const SWEEP_EVERY_MS = 15 * 60 * 1000;

interface CheckPayload extends JobPayload {
  companyId: number;
}

/** Every 15 minutes, platform: each company with a spending alert is checked in its own job. */
@JobHandler(SPENDING_ALERTS_SWEEP_JOB)
export class SpendingAlertsSweepJob implements JobHandlerFor<JobPayload> {
  constructor(private readonly alerts: SpendingAlertsRepository, private readonly queue: JobQueue) {}

  async handle(): Promise<void> {
    const slot = Math.floor(Date.now() / SWEEP_EVERY_MS);
    const companies = await this.alerts.companies();
    await this.queue.enqueueMany<CheckPayload>(SPENDING_ALERT_CHECK_JOB, companies.map((companyId) => ({
      payload: { companyId }, idempotencyKey: `spending-${companyId}-${slot}`,
    })));
  }
}

/** One company's estimate against its limit (its transaction: the mail and the "alerted" mark commit together). */
export const SpendingAlertCheckJob = ServiceJob<SpendingAlertsService, CheckPayload>(SPENDING_ALERT_CHECK_JOB, SpendingAlertsService, (alerts) => alerts.check());

export const SpendingAlertSchedules = PlatformSchedules(
  { job: SPENDING_ALERTS_SWEEP_JOB, schedulerId: 'billing-spending-alerts', spec: { everyMs: SWEEP_EVERY_MS } },
);
