import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { formatDate, formatInvoiceMonth, formatRupees, toIsoDate } from '@bizdesk/shared';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { JobQueue } from '../../../core/queue/index.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { BILLING_MESSAGES, LIFECYCLE_MESSAGES as M, REMINDER_DAYS_BEFORE } from '../billing.messages.js';
import type { OfflinePaymentDto, RefundDto } from '../dtos/lifecycle.dtos.js';
import type { DoublePaymentView } from '../dtos/lifecycle.views.js';
import { InvoicesRepository } from '../repositories/invoices.repository.js';
import { PaymentOrdersRepository, type DoublePaymentRow } from '../repositories/payment-orders.repository.js';
import { paymentReceiptMail } from './billing-mails.js';
import { BillingClock } from './billing-clock.js';
import { InvoicePartiesService } from './invoice-parties.service.js';
import { ProviderLedgerService } from './provider-ledger.service.js';

export const INVOICE_REMINDER_JOB = 'billing.invoice-reminder';
export type ReminderKind = 'BEFORE_DUE' | 'OVERDUE';

export interface InvoiceReminderPayload {
  companyId: number;
  invoiceId: number;
  kind: ReminderKind;
}

const doubleView = (r: DoublePaymentRow): DoublePaymentView => ({
  orderId: r.orderId, merchantOrderId: r.merchantOrderId, amount: r.amount, paymentMode: r.paymentMode,
  paidOn: r.paidOn ? r.paidOn.toISOString() : null, refundedOn: r.refundedOn, refundReference: r.refundReference,
});

/**
 * What happens to a provider invoice after it is issued (issue 30 item 4): its due date, the reminders before and
 * after it (one mail per kind per invoice), an offline payment the provider records (posted like a PhonePe
 * payment, to the provider's Bank Account), and a double payment marked refunded.
 */
@Injectable()
export class InvoiceLifecycleService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly orders: PaymentOrdersRepository,
    private readonly ledger: ProviderLedgerService,
    private readonly parties: InvoicePartiesService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly runner: TenantRunner,
    private readonly clock: BillingClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The due date of an invoice dated `invoiceDate` (BILLING_DUE_DAYS later). */
  dueDateOf(invoiceDate: string): string {
    return new Date(Date.parse(`${invoiceDate}T00:00:00Z`) + this.config.billingDueDays * 86_400_000).toISOString().slice(0, 10);
  }

  private today(): string {
    return toIsoDate(this.clock.now());
  }

  /** POST /invoice/{id}/offline-payment (platform): PAID with its mode, reference and day; receipt mailed. */
  async recordOfflinePayment(invoiceId: number, body: OfflinePaymentDto, userId: number) {
    const found = await this.runner.withPlatformContext(() => this.invoices.find(invoiceId, null));
    if (!found) throw new NotFoundException(BILLING_MESSAGES.invoiceNotFound);
    if (body.paidOn > this.today()) throw new BadRequestException(M.dateInFuture);
    if (body.paidOn < found.invoiceDate) throw new BadRequestException(M.paidBeforeInvoice(formatDate(found.invoiceDate)));
    const providerId = await this.parties.providerId();
    await this.runner.withCompanyContext(found.companyId, async () => {
      // Locked: a PhonePe confirmation arriving at the same moment waits, then finds the invoice paid.
      const invoice = (await this.invoices.find(invoiceId, found.companyId, true))!;
      if (invoice.paymentStatus === 'PAID') throw new ConflictException(BILLING_MESSAGES.alreadyPaid);
      const amountPaise = invoice.totalPaise - Math.round(Number(invoice.credited) * 100);
      if (amountPaise <= 0) throw new ConflictException(M.nothingDue);
      const reference = body.reference.trim();
      const journalGroupId = await this.ledger.postOfflinePayment(providerId, {
        invoiceId, invoiceNo: invoice.invoiceNo, amountPaise, paidOn: body.paidOn, mode: body.mode, reference,
      });
      // Noon India time on the day: the day stays the day in every display.
      const paidOn = new Date(`${body.paidOn}T12:00:00+05:30`);
      await this.invoices.markPaidOffline(invoiceId, { paymentMode: body.mode, paidOn, reference, journalGroupId, userId });
      const mailId = await this.mail.send(paymentReceiptMail({
        companyId: invoice.companyId, to: invoice.toContactEmail, invoiceNo: invoice.invoiceNo, invoiceMonth: invoice.invoiceMonth,
        fromCompany: invoice.fromCompany, toCompany: invoice.toCompany, total: invoice.amountDue, paymentMode: body.mode, paidOn, merchantOrderId: reference,
      }));
      await this.invoices.setReceiptMail(invoiceId, mailId);
    });
    return this.runner.withPlatformContext(async () => (await this.invoices.find(invoiceId, null))!);
  }

  /** The invoice's double payments (platform). */
  async doublePayments(invoiceId: number): Promise<DoublePaymentView[]> {
    return this.runner.withPlatformContext(async () => {
      if (!(await this.invoices.find(invoiceId, null))) throw new NotFoundException(BILLING_MESSAGES.invoiceNotFound);
      return (await this.orders.doublePayments(invoiceId)).map(doubleView);
    });
  }

  /** POST /order/{id}/refund (platform): a DOUBLE_PAYMENT given back, with its reference and day. */
  async markRefunded(orderId: number, body: RefundDto, userId: number): Promise<DoublePaymentView> {
    const found = await this.runner.withPlatformContext(() => this.orders.doublePayment(orderId));
    if (!found) throw new NotFoundException(M.orderNotFound);
    if (body.refundedOn > this.today()) throw new BadRequestException(M.dateInFuture);
    return this.runner.withCompanyContext(found.companyId, async () => {
      const order = (await this.orders.doublePayment(orderId, true))!;
      if (!order.isDouble) throw new ConflictException(M.notDoublePayment);
      if (order.refundedOn) throw new ConflictException(M.alreadyRefunded);
      await this.orders.markRefunded(orderId, { refundedOn: body.refundedOn, reference: body.reference.trim(), userId });
      return doubleView((await this.orders.doublePayment(orderId))!);
    });
  }

  /** The daily sweep (platform): each reminder due today is queued as its company's job, once per invoice and kind. */
  async queueReminders(): Promise<number> {
    const due = await this.invoices.remindersDue(this.today(), REMINDER_DAYS_BEFORE, 5000);
    await this.queue.enqueueMany<InvoiceReminderPayload>(INVOICE_REMINDER_JOB, due.map((d) => ({
      payload: { companyId: d.companyId, invoiceId: d.invoiceId, kind: d.kind }, idempotencyKey: `reminder-${d.invoiceId}-${d.kind}`,
    })));
    return due.length;
  }

  /**
   * One reminder (the company's job): the invoice is locked and checked again (paid or credited since the sweep:
   * nothing), the mail written and the (invoice, kind) row claimed in one transaction; a rerun finds the row.
   */
  async sendReminder(invoiceId: number, kind: ReminderKind): Promise<number | null> {
    const companyId = currentCompanyId();
    const invoice = await this.invoices.find(invoiceId, companyId, true);
    if (!invoice || invoice.paymentStatus === 'PAID' || Number(invoice.amountDue) <= 0) return null;
    if (await this.invoices.reminderSent(invoiceId, kind)) return null;
    const month = formatInvoiceMonth(invoice.invoiceMonth);
    const amount = formatRupees(invoice.amountDue);
    const due = formatDate(invoice.dueDate);
    const mailId = await this.mail.send({
      companyId,
      to: invoice.toContactEmail,
      subject: kind === 'OVERDUE'
        ? `Invoice ${invoice.invoiceNo} is overdue: ${amount} was due on ${due}`
        : `Invoice ${invoice.invoiceNo} is due on ${due}`,
      text: [
        `Dear ${invoice.toCompany},`,
        '',
        kind === 'OVERDUE'
          ? `Your invoice ${invoice.invoiceNo} for ${month} (${amount}) was due on ${due} and is not paid yet.`
          : `Your invoice ${invoice.invoiceNo} for ${month} (${amount}) is due on ${due}.`,
        `Pay it online with PhonePe from Billing in your console: ${this.config.publicUrl}/admin/billing`,
        'Paid already by bank transfer, UPI or cheque? Reply with the reference and we will record it.',
        '',
        'Thank you,',
        invoice.fromCompany,
      ].join('\n'),
    });
    return (await this.invoices.claimReminder(companyId, invoiceId, kind, mailId)) ? mailId : null;
  }
}
