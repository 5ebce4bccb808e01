import { JobHandler, PlatformSchedules, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
import { INVOICE_REMINDER_JOB, InvoiceLifecycleService, type InvoiceReminderPayload } from '../services/invoice-lifecycle.service.js';

export const INVOICE_REMINDERS_JOB = 'billing.invoice-reminders';

/** Daily, platform: unpaid invoices due within 3 days, or past due, get their reminder queued (each once). */
@JobHandler(INVOICE_REMINDERS_JOB)
export class InvoiceRemindersJob implements JobHandlerFor<JobPayload> {
  constructor(private readonly lifecycle: InvoiceLifecycleService) {}

  async handle(): Promise<void> {
    await this.lifecycle.queueReminders();
  }
}

/** One invoice's reminder of one kind, in its company's transaction. */
@JobHandler(INVOICE_REMINDER_JOB)
export class InvoiceReminderJob implements JobHandlerFor<InvoiceReminderPayload> {
  constructor(private readonly lifecycle: InvoiceLifecycleService) {}

  async handle(payload: InvoiceReminderPayload): Promise<void> {
    await this.lifecycle.sendReminder(payload.invoiceId, payload.kind);
  }
}

export const InvoiceReminderSchedules = PlatformSchedules(
  { job: INVOICE_REMINDERS_JOB, schedulerId: 'billing-invoice-reminders', spec: { pattern: '0 9 * * *', tz: 'Asia/Kolkata' } },
);
