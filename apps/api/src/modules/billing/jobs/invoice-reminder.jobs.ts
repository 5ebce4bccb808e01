import { PlatformSchedules, ServiceJob } from '../../../core/queue/index.js';
import { INVOICE_REMINDER_JOB, InvoiceLifecycleService, type InvoiceReminderPayload } from '../services/invoice-lifecycle.service.js';

export const INVOICE_REMINDERS_JOB = 'billing.invoice-reminders';

/** Daily, platform: unpaid invoices due within 3 days, or past due, get their reminder queued (each once). */
export const InvoiceRemindersJob = ServiceJob(INVOICE_REMINDERS_JOB, InvoiceLifecycleService, (lifecycle) => lifecycle.queueReminders());

/** One invoice's reminder of one kind, in its company's transaction. */
export const InvoiceReminderJob = ServiceJob(
  INVOICE_REMINDER_JOB, InvoiceLifecycleService, (lifecycle, p: InvoiceReminderPayload) => lifecycle.sendReminder(p.invoiceId, p.kind),
);

export const InvoiceReminderSchedules = PlatformSchedules(
  { job: INVOICE_REMINDERS_JOB, schedulerId: 'billing-invoice-reminders', spec: { pattern: '0 9 * * *', tz: 'Asia/Kolkata' } },
);
