import { Logger } from '@nestjs/common';
import { JobHandler, JobQueue, PlatformSchedules, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
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
@JobHandler(BILLING_MONTHLY_JOB)
export class BillingMonthlyJob implements JobHandlerFor<JobPayload> {
  constructor(private readonly runs: BillingRunsService) {}

  async handle(): Promise<void> {
    await this.runs.scheduled();
  }
}

/** A run asked for by the provider's administrator: list the companies and queue their invoices. */
@JobHandler(BILLING_RUN_MONTH_JOB)
export class BillingRunMonthJob implements JobHandlerFor<RunMonthPayload> {
  constructor(private readonly runs: BillingRunsService) {}

  async handle(payload: RunMonthPayload): Promise<void> {
    await this.runs.listAndQueue(payload.runId, payload.month);
  }
}

/** One company's invoice for one month, in the company's own transaction. */
@JobHandler(ISSUE_INVOICE_JOB)
export class IssueInvoiceJob implements JobHandlerFor<IssueInvoicePayload> {
  constructor(private readonly issuer: InvoiceIssuerService) {}

  async handle(payload: IssueInvoicePayload): Promise<void> {
    await this.issuer.issue(payload.companyId, payload.month, payload.runId, payload.seller);
  }
}

/** Renders, stores and mails an invoice's PDF once its issuing transaction has committed. */
@JobHandler(INVOICE_DOCUMENT_JOB)
export class InvoiceDocumentJob implements JobHandlerFor<InvoiceDocumentPayload> {
  private readonly logger = new Logger('InvoiceDocumentJob');

  constructor(private readonly documents: InvoiceDocumentService) {}

  async handle(payload: InvoiceDocumentPayload): Promise<void> {
    if ((await this.documents.prepare(payload.companyId, payload.invoiceId)) === 'missing') {
      this.logger.warn(`invoice ${payload.invoiceId} of company ${payload.companyId} not found for its PDF`);
    }
  }
}

/** Renders, stores and mails a credit note's PDF once its issuing transaction has committed. */
@JobHandler(CREDIT_NOTE_DOCUMENT_JOB)
export class CreditNoteDocumentJob implements JobHandlerFor<CreditNoteDocumentPayload> {
  private readonly logger = new Logger('CreditNoteDocumentJob');

  constructor(private readonly documents: CreditNoteDocumentService) {}

  async handle(payload: CreditNoteDocumentPayload): Promise<void> {
    if ((await this.documents.prepare(payload.companyId, payload.creditNoteId)) === 'missing') {
      this.logger.warn(`credit note ${payload.creditNoteId} of company ${payload.companyId} not found for its PDF`);
    }
  }
}

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
@JobHandler(RECONCILE_ORDER_JOB)
export class ReconcileOrderJob implements JobHandlerFor<ReconcileOrderPayload> {
  constructor(private readonly payments: InvoicePaymentsService) {}

  async handle(payload: ReconcileOrderPayload): Promise<void> {
    await this.payments.confirmWithGateway(payload.companyId, payload.orderId, payload.trigger ?? 'RECONCILE', payload.claimed ?? null);
  }
}

export const BillingSchedules = PlatformSchedules(
  { job: BILLING_MONTHLY_JOB, schedulerId: 'billing-monthly-daily', spec: { pattern: '30 0 * * *', tz: 'Asia/Kolkata' } },
  { job: RECONCILE_PAYMENTS_JOB, schedulerId: 'billing-reconcile-payments', spec: { everyMs: RECONCILE_EVERY_MS } },
);
