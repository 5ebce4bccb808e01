import { JobHandler, PlatformSchedules, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
import { APPLY_PRICES_JOB, PRICE_CHANGE_MAILS_JOB, ServicePricesService } from '../services/service-prices.service.js';

interface PriceChangePayload extends JobPayload {
  historyId: number;
}

/** The subscribers' mails about one price change (platform; queued after the change committed). */
@JobHandler(PRICE_CHANGE_MAILS_JOB)
export class PriceChangeMailsJob implements JobHandlerFor<PriceChangePayload> {
  constructor(private readonly prices: ServicePricesService) {}

  async handle(payload: PriceChangePayload): Promise<void> {
    await this.prices.notifySubscribers(payload.historyId);
  }
}

/** Just after midnight India time: the prices that take effect today become services.price. */
@JobHandler(APPLY_PRICES_JOB)
export class ApplyPricesJob implements JobHandlerFor<JobPayload> {
  constructor(private readonly prices: ServicePricesService) {}

  async handle(): Promise<void> {
    await this.prices.applyDue();
  }
}

export const PriceSchedules = PlatformSchedules(
  { job: APPLY_PRICES_JOB, schedulerId: 'subscriptions-apply-prices', spec: { pattern: '1 0 * * *', tz: 'Asia/Kolkata' } },
);
