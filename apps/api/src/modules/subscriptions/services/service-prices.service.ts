import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { formatDate, formatRupees, isIsoDate, toIsoDate } from '@bizdesk/shared';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { JobQueue } from '../../../core/queue/index.js';
import { SUBSCRIPTION_MESSAGES as M } from '../dtos/subscription.dtos.js';
import { ServicePricesRepository } from '../repositories/service-prices.repository.js';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository.js';

export const PRICE_CHANGE_MAILS_JOB = 'subscriptions.price-change-mails';
export const APPLY_PRICES_JOB = 'subscriptions.apply-prices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in India ("2026-11-14"). */
export function indiaToday(now: Date = new Date()): string {
  return toIsoDate(now, { timeZone: 'Asia/Kolkata' });
}

/** The day after `day` ("2026-11-30" -> "2026-12-01"). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Prices in force (issue 30 item 2). A price change takes effect on a day: tomorrow (India) by default, never
 * a day already begun, since its calls and subscription days may be billed already at the price they were
 * used at. Each change is kept in service_price_history; billing charges each day at the price in force that
 * day. The subscribers are told by mail, queued after the change commits.
 */
@Injectable()
export class ServicePricesService {
  constructor(
    private readonly prices: ServicePricesRepository,
    private readonly services: SubscriptionsRepository,
    private readonly queue: JobQueue,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks the effective day (400 when past or today) and answers it; tomorrow when not given. */
  effectiveDay(effectiveFrom: string | undefined, now: Date = new Date()): string {
    const earliest = nextDay(indiaToday(now));
    if (effectiveFrom === undefined || effectiveFrom === null || effectiveFrom === '') return earliest;
    if (!isIsoDate(effectiveFrom)) throw new BadRequestException(M.effectiveFrom);
    if (effectiveFrom < earliest) throw new BadRequestException(M.effectiveFromPast(formatDate(earliest)));
    return effectiveFrom;
  }

  /**
   * Schedules the price from its day and queues the subscribers' mail (after commit). The price already in
   * force that day (saving the form unchanged) changes nothing and writes nothing.
   */
  async change(appId: number, price: string, effectiveFrom: string, user: { id: number; name: string }): Promise<void> {
    if (await this.prices.unchanged(appId, price, effectiveFrom)) return;
    const { id, previous } = await this.prices.schedule(appId, price, effectiveFrom, user);
    if (previous !== null && Number(previous) === Number(price)) {
      // The same price as before that day: nothing changes for anybody.
      await this.prices.notified(id);
      return;
    }
    await this.queue.afterCommit(PRICE_CHANGE_MAILS_JOB, { companyId: null, historyId: id }, { idempotencyKey: `price-change-${id}` });
  }

  async history(appId: number) {
    if (!(await this.services.service(appId))) throw new NotFoundException(M.serviceNotFound);
    return (await this.prices.history(appId)).map((r) => ({ ...r, createdOn: r.createdOn.toISOString() }));
  }

  /**
   * The price change's mails (platform job): one to each company subscribed now, in one transaction with the
   * history row's "notified" mark, so a rerun (or a change replaced before its job ran) sends nothing twice.
   */
  async notifySubscribers(historyId: number): Promise<number> {
    const change = await this.prices.find(historyId, true);
    if (!change || change.notified) return 0;
    const service = (await this.services.service(change.appId))!;
    const subscribers = await this.prices.subscribers(change.appId);
    const label = service.priceLabel;
    for (const s of subscribers) {
      await this.mail.send({
        companyId: s.companyId,
        to: s.contactEmail,
        subject: `The price of ${service.name} changes on ${formatDate(change.effectiveFrom)}`,
        text: [
          `Dear ${s.name},`,
          '',
          change.previous === null
            ? `From ${formatDate(change.effectiveFrom)} ${service.name} costs ${formatRupees(change.price)} ${label}.`
            : `From ${formatDate(change.effectiveFrom)} ${service.name} costs ${formatRupees(change.price)} ${label} (now ${formatRupees(change.previous)} ${label}).`,
          `Everything you use before ${formatDate(change.effectiveFrom)} is billed at the price in force on the day you used it; your invoice shows each price period on its own line.`,
          `Your services: ${this.config.publicUrl}/admin/services`,
        ].join('\n'),
      });
    }
    await this.prices.notified(historyId);
    return subscribers.length;
  }

  /** Daily (platform job): services.price follows the price in force today. */
  applyDue(): Promise<number> {
    return this.prices.applyDue();
  }
}
