import { Injectable } from '@nestjs/common';
import { toIsoDate } from '@bizdesk/shared';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { JournalService, type JournalLineInput } from '../../accounting/index.js';
import type { InvoiceTotals } from './invoice-calculator.js';

export interface IssuedInvoiceAmounts extends InvoiceTotals {
  invoiceId: number;
  /** The journal's remark (the invoice number is taken last, after the posting: see InvoiceIssuerService). */
  remark: string;
  invoiceDate: string;
}

export const BILLING_REFERENCE_MODULE = 'BILLING_INVOICE';
export const CREDIT_NOTE_REFERENCE_MODULE = 'BILLING_CREDIT_NOTE';

/**
 * The provider's own books for its invoices, posted in the invoice's (or the payment's) transaction to the
 * provider company's ledger: issuing debits Accounts Receivable and credits Subscription Income and Output
 * CGST/SGST/IGST (the rupee round-off to Round Off); a PhonePe payment moves the receivable to PhonePe
 * Clearing, the gateway's balance until it settles to the bank. The accounts are created on first use.
 */
@Injectable()
export class ProviderLedgerService {
  constructor(
    private readonly runner: TenantRunner,
    private readonly journals: JournalService,
  ) {}

  postInvoice(providerId: number, inv: IssuedInvoiceAmounts): Promise<string> {
    return this.runner.withCompanyContext(providerId, async () => {
      const id = await this.journals.systemAccountIds(['RECEIVABLE', 'SERVICE_INCOME', 'OUTPUT_CGST', 'OUTPUT_SGST', 'OUTPUT_IGST', 'ROUND_OFF'] as const);
      const lines: JournalLineInput[] = [{ accountId: id.RECEIVABLE, debitPaise: inv.totalPaise, creditPaise: 0 }];
      const credit = (accountId: number, paise: number) => {
        if (paise > 0) lines.push({ accountId, debitPaise: 0, creditPaise: paise });
      };
      credit(id.SERVICE_INCOME, inv.subTotalPaise);
      credit(id.OUTPUT_CGST, inv.cgstPaise);
      credit(id.OUTPUT_SGST, inv.sgstPaise);
      credit(id.OUTPUT_IGST, inv.igstPaise);
      credit(id.ROUND_OFF, inv.roundOffPaise);
      if (inv.roundOffPaise < 0) lines.push({ accountId: id.ROUND_OFF, debitPaise: -inv.roundOffPaise, creditPaise: 0 });
      const posted = await this.journals.post(
        { date: inv.invoiceDate, remark: inv.remark, referenceModule: BILLING_REFERENCE_MODULE, referenceId: inv.invoiceId, lines },
        { recordHistory: false },
      );
      return posted.groupTransactionId;
    });
  }

  postPayment(providerId: number, p: { invoiceId: number; invoiceNo: string; totalPaise: number; paidOn: Date; merchantOrderId: string }): Promise<string> {
    return this.runner.withCompanyContext(providerId, async () => {
      const id = await this.journals.systemAccountIds(['PHONEPE_CLEARING', 'RECEIVABLE'] as const);
      const posted = await this.journals.post(
        {
          date: toIsoDate(p.paidOn),
          remark: `PhonePe payment ${p.merchantOrderId} for invoice ${p.invoiceNo}`,
          referenceModule: BILLING_REFERENCE_MODULE,
          referenceId: p.invoiceId,
          lines: [
            { accountId: id.PHONEPE_CLEARING, debitPaise: p.totalPaise, creditPaise: 0 },
            { accountId: id.RECEIVABLE, debitPaise: 0, creditPaise: p.totalPaise },
          ],
        },
        { recordHistory: false },
      );
      return posted.groupTransactionId;
    });
  }

  /**
   * An offline payment (bank transfer, UPI, cheque) the provider recorded: the receivable moves to the provider's
   * Bank Account, dated the day the money came in; the same shape as a PhonePe payment's posting.
   */
  postOfflinePayment(providerId: number, p: { invoiceId: number; invoiceNo: string; amountPaise: number; paidOn: string; mode: string; reference: string }): Promise<string> {
    return this.runner.withCompanyContext(providerId, async () => {
      const id = await this.journals.systemAccountIds(['BANK', 'RECEIVABLE'] as const);
      const posted = await this.journals.post(
        {
          date: p.paidOn,
          remark: `${p.mode.replace(/_/g, ' ')} payment ${p.reference} for invoice ${p.invoiceNo}`,
          referenceModule: BILLING_REFERENCE_MODULE,
          referenceId: p.invoiceId,
          lines: [
            { accountId: id.BANK, debitPaise: p.amountPaise, creditPaise: 0 },
            { accountId: id.RECEIVABLE, debitPaise: 0, creditPaise: p.amountPaise },
          ],
        },
        { recordHistory: false },
      );
      return posted.groupTransactionId;
    });
  }

  /** A GST credit note: the invoice's posting reversed for the amounts credited (income, output tax, round off). */
  postCreditNote(providerId: number, cn: InvoiceTotals & { creditNoteId: number; remark: string; date: string }): Promise<string> {
    return this.runner.withCompanyContext(providerId, async () => {
      const id = await this.journals.systemAccountIds(['RECEIVABLE', 'SERVICE_INCOME', 'OUTPUT_CGST', 'OUTPUT_SGST', 'OUTPUT_IGST', 'ROUND_OFF'] as const);
      const lines: JournalLineInput[] = [{ accountId: id.RECEIVABLE, debitPaise: 0, creditPaise: cn.totalPaise }];
      const debit = (accountId: number, paise: number) => {
        if (paise > 0) lines.push({ accountId, debitPaise: paise, creditPaise: 0 });
      };
      debit(id.SERVICE_INCOME, cn.subTotalPaise);
      debit(id.OUTPUT_CGST, cn.cgstPaise);
      debit(id.OUTPUT_SGST, cn.sgstPaise);
      debit(id.OUTPUT_IGST, cn.igstPaise);
      debit(id.ROUND_OFF, cn.roundOffPaise);
      if (cn.roundOffPaise < 0) lines.push({ accountId: id.ROUND_OFF, debitPaise: 0, creditPaise: -cn.roundOffPaise });
      const posted = await this.journals.post(
        { date: cn.date, remark: cn.remark, referenceModule: CREDIT_NOTE_REFERENCE_MODULE, referenceId: cn.creditNoteId, lines },
        { recordHistory: false },
      );
      return posted.groupTransactionId;
    });
  }
}
