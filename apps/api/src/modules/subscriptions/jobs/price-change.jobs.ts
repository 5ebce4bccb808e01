import { PlatformSchedules, ServiceJob, type JobPayload } from '../../../core/queue/index.js';
import { APPLY_PRICES_JOB, PRICE_CHANGE_MAILS_JOB, ServicePricesService } from '../services/service-prices.service.js';

interface PriceChangePayload extends JobPayload {
  historyId: number;
}

/** The subscribers' mails about one price change (platform; queued after the change committed). */
export const PriceChangeMailsJob = ServiceJob(PRICE_CHANGE_MAILS_JOB, ServicePricesService, (prices, p: PriceChangePayload) => prices.notifySubscribers(p.historyId));

/** Just after midnight India time: the prices that take effect today become services.price. */
export const ApplyPricesJob = ServiceJob(APPLY_PRICES_JOB, ServicePricesService, (prices) => prices.applyDue());

export const PriceSchedules = PlatformSchedules(
  { job: APPLY_PRICES_JOB, schedulerId: 'subscriptions-apply-prices', spec: { pattern: '1 0 * * *', tz: 'Asia/Kolkata' } },
);
