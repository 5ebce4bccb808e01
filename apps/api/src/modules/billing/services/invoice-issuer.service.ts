import { Injectable } from '@nestjs/common';
import { financialYearCode, formatDocumentNumber, toIsoDate, type InvoiceMonth } from '@bizdesk/shared';
import { sql } from '../../../core/database/sql.js';
import { currentTransactionId } from '../../../core/database/transaction-status.js';
import { JobQueue } from '../../../core/queue/index.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { INVOICE_KIND, SERVICES_GST_PERCENT } from '../billing.messages.js';
import { BillableUsageRepository } from '../repositories/billable-usage.repository.js';
import { InvoiceNumbersRepository } from '../repositories/invoice-numbers.repository.js';
import { InvoicesRepository } from '../repositories/invoices.repository.js';
import { BillingClock } from './billing-clock.js';
import { calculateInvoice } from './invoice-calculator.js';
import { InvoicePartiesService } from './invoice-parties.service.js';
import { ProviderLedgerService } from './provider-ledger.service.js';

export const INVOICE_DOCUMENT_JOB = 'billing.invoice-document';

export interface InvoiceDocumentPayload {
  companyId: number;
  invoiceId: number;
  /** The issuing transaction: the job waits for its commit and drops itself if it rolled back. */
  xid: string;
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
  ) {}

  async issue(companyId: number, month: InvoiceMonth, runId: number | null): Promise<IssueOutcome> {
    // Two runs of the same month meet here and queue: the second finds the first's invoice.
    await sql(`SELECT pg_advisory_xact_lock(hashtext('bizdesk:billing-invoice'), $1::int)`, [companyId]);
    if (await this.invoices.existsFor(companyId, month)) return { outcome: 'exists' };

    const buyer = await this.parties.buyer(companyId);
    const calculated = calculateInvoice(month, await this.usage.usageOf(companyId, month), buyer.intraState);
    if (!calculated) return { outcome: 'nothing-to-bill' };
    const seller = await this.parties.seller();

    const createdAt = this.clock.now();
    const invoiceDate = toIsoDate(createdAt);
    const financialYear = financialYearCode(invoiceDate);
    // Last before the writes: the number's row lock is held only for the tail of the transaction.
    const sequence = await this.runner.withPlatformContext(() => this.numbers.next(financialYear));
    const invoiceNo = formatDocumentNumber(INVOICE_KIND, invoiceDate, sequence);

    const invoiceId = await this.invoices.insert({
      companyId, month, invoiceNo, financialYear, sequence, runId, createdAt, invoiceDate,
      fromCompany: seller.name, fromCompanyAddress: seller.address, fromCompanyGstin: seller.gstin, fromCompanyPaymentDetails: seller.paymentDetails,
      toCompany: buyer.name, toCompanyAddress: buyer.address, toCompanyGstin: buyer.gstin, toContactEmail: buyer.contactEmail,
      supplyStateCode: buyer.placeOfSupplyCode, supplyToStateWithCode: buyer.placeOfSupply, intraState: calculated.intraState,
      subTotalPaise: calculated.subTotalPaise, cgstPaise: calculated.cgstPaise, sgstPaise: calculated.sgstPaise, igstPaise: calculated.igstPaise,
      roundOffPaise: calculated.roundOffPaise, totalPaise: calculated.totalPaise, totalInWord: calculated.totalInWords,
    });
    await this.invoices.insertItems(companyId, invoiceId, calculated.lines.map((l) => ({
      appId: l.appId, description: l.description, hsnCode: l.hsnCode, quantity: l.quantity, pricePaise: l.unitPricePaise,
      amountPaise: l.taxablePaise, gstPercent: SERVICES_GST_PERCENT, cgstPaise: l.cgstPaise, sgstPaise: l.sgstPaise, igstPaise: l.igstPaise,
    })));
    const journalGroupId = await this.ledger.postInvoice(seller.companyId, {
      invoiceId, invoiceNo, toCompany: buyer.name, invoiceDate,
      subTotalPaise: calculated.subTotalPaise, cgstPaise: calculated.cgstPaise, sgstPaise: calculated.sgstPaise,
      igstPaise: calculated.igstPaise, roundOffPaise: calculated.roundOffPaise, totalPaise: calculated.totalPaise,
    });
    await this.invoices.setJournal(invoiceId, journalGroupId);
    // The PDF comes after every pending invoice of the run (priority), from a job that checks this
    // transaction committed before it reads the invoice.
    await this.queue.enqueue<InvoiceDocumentPayload>(
      INVOICE_DOCUMENT_JOB,
      { companyId, invoiceId, xid: await currentTransactionId() },
      { idempotencyKey: `invoice-${invoiceId}`, priority: 10, attempts: 10 },
    );
    return { outcome: 'issued', invoiceId, invoiceNo };
  }
}
