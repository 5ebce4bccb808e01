import { Injectable } from '@nestjs/common';
import { financialYearCode, formatDocumentNumber, formatInvoiceMonth, toIsoDate, type InvoiceMonth } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { JobQueue } from '../../../core/queue/index.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { BILLING_MESSAGES, INVOICE_KIND, SERVICES_GST_PERCENT } from '../billing.messages.js';
import { BillableUsageRepository } from '../repositories/billable-usage.repository.js';
import { BillingRunsRepository } from '../repositories/billing-runs.repository.js';
import { InvoiceNumbersRepository } from '../repositories/invoice-numbers.repository.js';
import { InvoicesRepository } from '../repositories/invoices.repository.js';
import { BillingClock } from './billing-clock.js';
import { calculateInvoice } from './invoice-calculator.js';
import { InvoicePartiesService, sellerProblems, type Seller } from './invoice-parties.service.js';
import { ProviderLedgerService } from './provider-ledger.service.js';
import { InvoiceLifecycleService } from './invoice-lifecycle.service.js';

export const INVOICE_DOCUMENT_JOB = 'billing.invoice-document';

export interface InvoiceDocumentPayload {
  companyId: number;
  invoiceId: number;
}

export type IssueOutcome = { outcome: 'issued'; invoiceId: number; invoiceNo: string } | { outcome: 'exists' | 'nothing-to-bill' };

/**
 * Issues one company's invoice for one month, in the caller's transaction (the company's job): nothing to
 * bill, no invoice; an invoice already there (the database's unique (company, month) decides), nothing
 * more. Otherwise lines and taxes, the seller and buyer snapshots, the next number of the financial year
 * of the invoice date, the provider's ledger posting, and the PDF job that follows.
 */
@Injectable()
export class InvoiceIssuerService {
  constructor(
    private readonly usage: BillableUsageRepository,
    private readonly invoices: InvoicesRepository,
    private readonly numbers: InvoiceNumbersRepository,
    private readonly parties: InvoicePartiesService,
    private readonly ledger: ProviderLedgerService,
    private readonly runner: TenantRunner,
    private readonly queue: JobQueue,
    private readonly clock: BillingClock,
    private readonly runs: BillingRunsRepository,
    private readonly lifecycle: InvoiceLifecycleService,
  ) {}

  async issue(companyId: number, month: InvoiceMonth, runId: number | null, runSeller?: Seller): Promise<IssueOutcome> {
    // Two runs of the same month meet here and queue: the second finds the first's invoice.
    await sql(`SELECT pg_advisory_xact_lock(hashtext('bizdesk:billing-invoice'), $1::int)`, [companyId]);
    if (await this.invoices.existsFor(companyId, month)) return { outcome: 'exists' };

    // A run's seller was checked when the run started; a job from before that check is checked here.
    const seller = runSeller?.stateCode !== undefined ? runSeller : await this.parties.seller();
    const problems = sellerProblems(seller);
    if (problems.length) throw new Error(BILLING_MESSAGES.providerNotConfigured(problems));
    const buyer = await this.parties.buyer(seller.stateCode);
    const calculated = calculateInvoice(month, await this.usage.usageOf(companyId, month), buyer.intraState);
    if (!calculated) {
      // Listed by a run (priced usage) yet nothing to pay: say so, or the run's progress would wait for it.
      if (runId !== null) await this.runner.withPlatformContext(() => this.runs.skipped(month, companyId, 'nothing to bill'));
      return { outcome: 'nothing-to-bill' };
    }

    const createdAt = this.clock.now();
    const invoiceDate = toIsoDate(createdAt);
    const financialYear = financialYearCode(invoiceDate);
    const invoiceId = await this.invoices.nextId();

    // Everything that does not need the number first: the number's row lock is held from the moment it is
    // taken to the commit, so every invoice of a run queues on that short tail only.
    const { subTotalPaise, cgstPaise, sgstPaise, igstPaise, roundOffPaise, totalPaise } = calculated;
    const totals = { subTotalPaise, cgstPaise, sgstPaise, igstPaise, roundOffPaise, totalPaise };
    const journalGroupId = await this.ledger.postInvoice(seller.companyId, {
      ...totals, invoiceId, remark: `Invoice ${invoiceId} for ${formatInvoiceMonth(month)} to ${buyer.name}`, invoiceDate,
    });
    // The PDF comes after every pending invoice of the run (priority), once this transaction has committed.
    await this.queue.afterCommit<InvoiceDocumentPayload>(
      INVOICE_DOCUMENT_JOB,
      { companyId, invoiceId },
      { idempotencyKey: `invoice-${invoiceId}`, priority: 10, attempts: 10 },
    );

    const sequence = await this.runner.withPlatformContext(() => this.numbers.next(financialYear));
    const invoiceNo = formatDocumentNumber(INVOICE_KIND, invoiceDate, sequence);
    await this.invoices.insert({
      id: invoiceId, companyId, month, invoiceNo, financialYear, sequence, runId, createdAt, invoiceDate, journalGroupId,
      dueDate: this.lifecycle.dueDateOf(invoiceDate),
      fromCompany: seller.name, fromCompanyAddress: seller.address, fromCompanyGstin: seller.gstin, fromCompanyPaymentDetails: seller.paymentDetails,
      toCompany: buyer.name, toCompanyAddress: buyer.address, toCompanyGstin: buyer.gstin, toContactEmail: buyer.contactEmail,
      supplyStateCode: buyer.placeOfSupplyCode, supplyToStateWithCode: buyer.placeOfSupply, intraState: calculated.intraState,
      ...totals, totalInWord: calculated.totalInWords,
    });
    await this.invoices.insertItems(companyId, invoiceId, calculated.lines.map((l) => ({
      appId: l.appId, description: l.description, hsnCode: l.hsnCode, quantity: l.quantity, pricePaise: l.unitPricePaise,
      amountPaise: l.taxablePaise, gstPercent: SERVICES_GST_PERCENT, cgstPaise: l.cgstPaise, sgstPaise: l.sgstPaise, igstPaise: l.igstPaise,
    })));
    return { outcome: 'issued', invoiceId, invoiceNo };
  }
}
