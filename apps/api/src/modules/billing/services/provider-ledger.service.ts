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
    return this.postTotals(providerId, inv, 'issue', {
      date: inv.invoiceDate, remark: inv.remark, referenceModule: BILLING_REFERENCE_MODULE, referenceId: inv.invoiceId,
    });
  }

  postPayment(providerId: number, p: { invoiceId: number; invoiceNo: string; totalPaise: number; paidOn: Date; merchantOrderId: string }): Promise<string> {
    return this.postReceipt(providerId, 'PHONEPE_CLEARING', {
      date: toIsoDate(p.paidOn),
      remark: `PhonePe payment ${p.merchantOrderId} for invoice ${p.invoiceNo}`,
      invoiceId: p.invoiceId,
      paise: p.totalPaise,
    });
  }

  /**
   * An offline payment (bank transfer, UPI, cheque) the provider recorded: the receivable moves to the provider's
   * Bank Account, dated the day the money came in; the same shape as a PhonePe payment's posting.
   */
  postOfflinePayment(providerId: number, p: { invoiceId: number; invoiceNo: string; amountPaise: number; paidOn: string; mode: string; reference: string }): Promise<string> {
    return this.postReceipt(providerId, 'BANK', {
      date: p.paidOn,
      remark: `${p.mode.replace(/_/g, ' ')} payment ${p.reference} for invoice ${p.invoiceNo}`,
      invoiceId: p.invoiceId,
      paise: p.amountPaise,
    });
  }

  /** A GST credit note: the invoice's posting reversed for the amounts credited (income, output tax, round off). */
  postCreditNote(providerId: number, cn: InvoiceTotals & { creditNoteId: number; remark: string; date: string }): Promise<string> {
    return this.postTotals(providerId, cn, 'reverse', {
      date: cn.date, remark: cn.remark, referenceModule: CREDIT_NOTE_REFERENCE_MODULE, referenceId: cn.creditNoteId,
    });
  }

  /**
   * An invoice's amounts as a journal: issuing debits the receivable with the total and credits income and each
   * output tax; reversing (a credit note) swaps the sides. Zero amounts get no line; the round-off, the one amount
   * that may be negative, goes to the other side when it is.
   */
  private postTotals(
    providerId: number,
    totals: InvoiceTotals,
    direction: 'issue' | 'reverse',
    head: { date: string; remark: string; referenceModule: string; referenceId: number },
  ): Promise<string> {
    return this.runner.withCompanyContext(providerId, async () => {
      const id = await this.journals.systemAccountIds(['RECEIVABLE', 'SERVICE_INCOME', 'OUTPUT_CGST', 'OUTPUT_SGST', 'OUTPUT_IGST', 'ROUND_OFF'] as const);
      // `paise` on the receivable's side (`true`) or on the income side (`false`) of this direction.
      const line = (accountId: number, paise: number, receivableSide: boolean): JournalLineInput =>
        receivableSide === (direction === 'issue') ? { accountId, debitPaise: paise, creditPaise: 0 } : { accountId, debitPaise: 0, creditPaise: paise };
      const lines: JournalLineInput[] = [line(id.RECEIVABLE, totals.totalPaise, true)];
      const income = (accountId: number, paise: number) => {
        if (paise > 0) lines.push(line(accountId, paise, false));
      };
      income(id.SERVICE_INCOME, totals.subTotalPaise);
      income(id.OUTPUT_CGST, totals.cgstPaise);
      income(id.OUTPUT_SGST, totals.sgstPaise);
      income(id.OUTPUT_IGST, totals.igstPaise);
      income(id.ROUND_OFF, totals.roundOffPaise);
      if (totals.roundOffPaise < 0) lines.push(line(id.ROUND_OFF, -totals.roundOffPaise, true));
      const posted = await this.journals.post({ ...head, lines }, { recordHistory: false });
      return posted.groupTransactionId;
    });
  }

  /** A payment received: the receivable moves to `to` (PhonePe Clearing or the Bank Account). */
  private postReceipt(providerId: number, to: 'PHONEPE_CLEARING' | 'BANK', p: { date: string; remark: string; invoiceId: number; paise: number }): Promise<string> {
    return this.runner.withCompanyContext(providerId, async () => {
      const id = await this.journals.systemAccountIds([to, 'RECEIVABLE'] as const);
      const posted = await this.journals.post(
        {
          date: p.date,
          remark: p.remark,
          referenceModule: BILLING_REFERENCE_MODULE,
          referenceId: p.invoiceId,
          lines: [
            { accountId: id[to], debitPaise: p.paise, creditPaise: 0 },
            { accountId: id.RECEIVABLE, debitPaise: 0, creditPaise: p.paise },
          ],
        },
        { recordHistory: false },
      );
      return posted.groupTransactionId;
    });
  }
}
