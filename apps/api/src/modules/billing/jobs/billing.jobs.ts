import { Logger } from '@nestjs/common';
import { JobHandler, JobQueue, PlatformSchedules, ServiceJob, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
import { RECONCILE_AFTER_MS } from '../billing.messages.js';
import { PaymentOrdersRepository } from '../repositories/payment-orders.repository.js';
import { BillingRunsService, BILLING_RUN_MONTH_JOB, ISSUE_INVOICE_JOB, type IssueInvoicePayload, type RunMonthPayload } from '../services/billing-runs.service.js';
import { CREDIT_NOTE_DOCUMENT_JOB, CreditNoteDocumentService, type CreditNoteDocumentPayload } from '../services/credit-note-document.service.js';
import { InvoiceDocumentService } from '../services/invoice-document.service.js';
import { INVOICE_DOCUMENT_JOB, InvoiceIssuerService, type InvoiceDocumentPayload } from '../services/invoice-issuer.service.js';
import { InvoicePaymentsService } from '../services/invoice-payments.service.js';
import { RECONCILE_ORDER_JOB, type ReconcileOrderPayload } from '../services/payment-checks.js';

export const BILLING_MONTHLY_JOB = 'billing.monthly';
export const RECONCILE_PAYMENTS_JOB = 'billing.reconcile-payments';
const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/** Repeatable, platform: after a month ends (India time) bill it; daily, so a missed day is caught up. */
export const BillingMonthlyJob = ServiceJob(BILLING_MONTHLY_JOB, BillingRunsService, (runs) => runs.scheduled());

/** A run asked for by the provider's administrator: list the companies and queue their invoices. */
export const BillingRunMonthJob = ServiceJob(BILLING_RUN_MONTH_JOB, BillingRunsService, (runs, p: RunMonthPayload) => runs.listAndQueue(p.runId, p.month));

/** One company's invoice for one month, in the company's own transaction. */
export const IssueInvoiceJob = ServiceJob(ISSUE_INVOICE_JOB, InvoiceIssuerService, (issuer, p: IssueInvoicePayload) => issuer.issue(p.companyId, p.month, p.runId, p.seller));

/** A document whose row is gone when its job runs is logged, not retried: there is nothing to render. */
function logMissing(job: string, outcome: string, what: string): void {
  if (outcome === 'missing') new Logger(job).warn(`${what} not found for its PDF`);
}

/** Renders, stores and mails an invoice's PDF once its issuing transaction has committed. */
export const InvoiceDocumentJob = ServiceJob(INVOICE_DOCUMENT_JOB, InvoiceDocumentService, async (documents, p: InvoiceDocumentPayload) =>
  logMissing('InvoiceDocumentJob', await documents.prepare(p.companyId, p.invoiceId), `invoice ${p.invoiceId} of company ${p.companyId}`));

/** Renders, stores and mails a credit note's PDF once its issuing transaction has committed. */
export const CreditNoteDocumentJob = ServiceJob(CREDIT_NOTE_DOCUMENT_JOB, CreditNoteDocumentService, async (documents, p: CreditNoteDocumentPayload) =>
  logMissing('CreditNoteDocumentJob', await documents.prepare(p.companyId, p.creditNoteId), `credit note ${p.creditNoteId} of company ${p.companyId}`));

/** Every few minutes, platform: orders pending for more than 15 minutes are asked about, each in its company's job. */
@JobHandler(RECONCILE_PAYMENTS_JOB)
export class ReconcilePaymentsJob implements JobHandlerFor<JobPayload> {
  constructor(
    private readonly orders: PaymentOrdersRepository,
    private readonly queue: JobQueue,
  ) {}

  async handle(): Promise<void> {
    const stale = await this.orders.stalePending(new Date(Date.now() - RECONCILE_AFTER_MS), 500);
    const slot = Math.floor(Date.now() / RECONCILE_EVERY_MS);
    for (const order of stale) {
      await this.queue.enqueue<ReconcileOrderPayload>(
        RECONCILE_ORDER_JOB, { companyId: order.companyId, orderId: order.id, trigger: 'RECONCILE' }, { idempotencyKey: `order-${order.id}-${slot}` },
      );
    }
  }
}

/**
 * One order checked with PhonePe's status API and applied (the order's company's transaction, with the job's
 * "done" mark): queued by the sweep above and by every verified callback. A worker killed mid-check rolls its
 * transaction back; a second run finds the order settled under its row lock and changes nothing.
 */
export const ReconcileOrderJob = ServiceJob(
  RECONCILE_ORDER_JOB, InvoicePaymentsService,
  (payments, p: ReconcileOrderPayload) => payments.confirmWithGateway(p.companyId, p.orderId, p.trigger ?? 'RECONCILE', p.claimed ?? null),
);

export const BillingSchedules = PlatformSchedules(
  { job: BILLING_MONTHLY_JOB, schedulerId: 'billing-monthly-daily', spec: { pattern: '30 0 * * *', tz: 'Asia/Kolkata' } },
  { job: RECONCILE_PAYMENTS_JOB, schedulerId: 'billing-reconcile-payments', spec: { everyMs: RECONCILE_EVERY_MS } },
);
