import { Inject, Injectable } from '@nestjs/common';
import { formatInvoiceMonth, formatRupees, invoiceMonthOf, invoiceMonthRange } from '@bizdesk/shared';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import type { SpendingAlertView } from '../dtos/usage.dtos.js';
import { SpendingAlertsRepository } from '../repositories/spending-alerts.repository.js';
import { BillingClock } from './billing-clock.js';
import { InvoicePartiesService } from './invoice-parties.service.js';
import { UsageEstimateService } from './usage-estimate.service.js';

/** The thresholds mailed, each once a month: 80% of the limit, then 100%. */
export const SPENDING_THRESHOLDS = [80, 100] as const;

/**
 * A company's monthly spending alert: a limit in rupees; when the month's estimated bill (GST included)
 * reaches 80% and then 100% of it, the company's contact gets one mail for each, once a month.
 */
@Injectable()
export class SpendingAlertsService {
  constructor(
    private readonly alerts: SpendingAlertsRepository,
    private readonly estimates: UsageEstimateService,
    private readonly parties: InvoicePartiesService,
    private readonly mail: MailService,
    private readonly clock: BillingClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(): Promise<SpendingAlertView> {
    return (await this.estimates.usageFor()).spendingAlert;
  }

  async save(monthlyLimit: string | null): Promise<SpendingAlertView> {
    const companyId = currentCompanyId();
    if (monthlyLimit === null) await this.alerts.remove(companyId);
    else await this.alerts.save(companyId, monthlyLimit);
    // A limit already passed this month is mailed at once, not at the next check.
    if (monthlyLimit !== null) await this.check();
    return this.get();
  }

  /** The company's check (its job, or a save): mails the highest threshold reached and not yet mailed this month. */
  async check(): Promise<number | null> {
    const companyId = currentCompanyId();
    const alert = await this.alerts.find(companyId, true);
    if (!alert) return null;
    const month = invoiceMonthOf(this.clock.now());
    const usage = await this.estimates.usageFor(month);
    const percent = usage.spendingAlert.percentUsed ?? 0;
    const reached = [...SPENDING_THRESHOLDS].reverse().find((t) => percent >= t);
    const monthStart = invoiceMonthRange(month).firstDay;
    const already = alert.alertedMonth === monthStart ? alert.alertedPercent : 0;
    if (!reached || reached <= already) return null;
    const buyer = await this.parties.buyer();
    const mailId = await this.mail.send({
      companyId,
      to: buyer.contactEmail,
      subject: reached >= 100
        ? `Your ${formatInvoiceMonth(month)} bill has reached your spending limit of ${formatRupees(alert.monthlyLimit)}`
        : `Your ${formatInvoiceMonth(month)} bill has reached ${reached}% of your spending limit`,
      text: [
        `Dear ${buyer.name},`,
        '',
        `Your estimated bill for ${formatInvoiceMonth(month)} so far is ${formatRupees(usage.estimatedTotal)} (GST included), ${percent}% of the monthly limit of ${formatRupees(alert.monthlyLimit)} you set.`,
        'Only calls served with a result are billed; refused calls are listed in the API logs and are not charged.',
        `Usage per service and API key: ${this.config.publicUrl}/admin/services`,
        '',
        'This is an alert only: your services keep running.',
      ].join('\n'),
    });
    await this.alerts.alerted(companyId, monthStart, reached);
    return mailId;
  }
}
