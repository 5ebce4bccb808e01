import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting/index.js';
import { CompaniesModule } from '../companies/index.js';
import { PaymentsModule } from '../payments/index.js';
import { BillingSupportController } from './controllers/billing-support.controller.js';
import { BillingController } from './controllers/billing.controller.js';
import { UsageController } from './controllers/usage.controller.js';
import { PaymentStatusController } from './controllers/payment-status.controller.js';
import { SpendingAlertCheckJob, SpendingAlertSchedules, SpendingAlertsSweepJob } from './jobs/spending-alert.jobs.js';
import { SpendingAlertsRepository } from './repositories/spending-alerts.repository.js';
import { UsageReportRepository } from './repositories/usage-report.repository.js';
import { SpendingAlertsService } from './services/spending-alerts.service.js';
import { UsageEstimateService } from './services/usage-estimate.service.js';
import { PhonePeWebhookController } from './controllers/phonepe-webhook.controller.js';
import { InvoiceLifecycleController } from './controllers/invoice-lifecycle.controller.js';
import { InvoiceReminderJob, InvoiceReminderSchedules, InvoiceRemindersJob } from './jobs/invoice-reminder.jobs.js';
import { CreditNotesRepository } from './repositories/credit-notes.repository.js';
import { CreditNoteDocumentService } from './services/credit-note-document.service.js';
import { CreditNotesService } from './services/credit-notes.service.js';
import { InvoiceLifecycleService } from './services/invoice-lifecycle.service.js';
import {
  BillingMonthlyJob, BillingRunMonthJob, BillingSchedules, CreditNoteDocumentJob, InvoiceDocumentJob, IssueInvoiceJob, ReconcileOrderJob, ReconcilePaymentsJob,
} from './jobs/billing.jobs.js';
import { BillingHousekeeper } from './jobs/billing-housekeeper.js';
import { BillableUsageRepository } from './repositories/billable-usage.repository.js';
import { BillingRunsRepository } from './repositories/billing-runs.repository.js';
import { InvoiceNumbersRepository } from './repositories/invoice-numbers.repository.js';
import { InvoicesRepository } from './repositories/invoices.repository.js';
import { PaymentEventsRepository } from './repositories/payment-events.repository.js';
import { PaymentOrdersRepository } from './repositories/payment-orders.repository.js';
import { BillingClock } from './services/billing-clock.js';
import { BillingRunsService } from './services/billing-runs.service.js';
import { BillingSummaryService } from './services/billing-summary.service.js';
import { InvoiceDocumentService } from './services/invoice-document.service.js';
import { InvoiceIssuerService } from './services/invoice-issuer.service.js';
import { InvoicePartiesService } from './services/invoice-parties.service.js';
import { InvoicePaymentsService } from './services/invoice-payments.service.js';
import { InvoicesService } from './services/invoices.service.js';
import { PaymentCallbacksService } from './services/payment-callbacks.service.js';
import { ProviderLedgerService } from './services/provider-ledger.service.js';

/**
 * The provider's monthly GST tax invoices for every company (issued by jobs, one transaction each), their
 * PDFs and mails, and their payment through PhonePe (Pay Now, the status page, the signed callback that
 * triggers a status check, and the reconciliation job). Exports BillingSummaryService (the provider overview's billed and collected).
 */
@Module({
  imports: [AccountingModule, CompaniesModule, PaymentsModule],
  controllers: [BillingController, UsageController, PaymentStatusController, BillingSupportController, PhonePeWebhookController, InvoiceLifecycleController],
  providers: [
    BillableUsageRepository, BillingRunsRepository, InvoiceNumbersRepository, InvoicesRepository, PaymentEventsRepository, PaymentOrdersRepository,
    BillingClock, BillingRunsService, BillingSummaryService, InvoiceDocumentService, InvoiceIssuerService,
    InvoicePartiesService, InvoicePaymentsService, InvoicesService, PaymentCallbacksService, ProviderLedgerService,
    UsageReportRepository, SpendingAlertsRepository, UsageEstimateService, SpendingAlertsService,
    SpendingAlertsSweepJob, SpendingAlertCheckJob, SpendingAlertSchedules,
    CreditNotesRepository, CreditNotesService, CreditNoteDocumentService, InvoiceLifecycleService, InvoiceRemindersJob, InvoiceReminderJob, InvoiceReminderSchedules,
    BillingMonthlyJob, BillingRunMonthJob, IssueInvoiceJob, InvoiceDocumentJob, CreditNoteDocumentJob, ReconcilePaymentsJob, ReconcileOrderJob, BillingSchedules, BillingHousekeeper,
  ],
  exports: [BillingSummaryService, BillingClock, UsageEstimateService],
})
export class BillingModule {}
