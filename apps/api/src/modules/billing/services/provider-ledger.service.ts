import { Injectable } from '@nestjs/common';
import { toIsoDate } from '@bizdesk/shared';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { JournalService, type JournalLineInput, type SystemAccountCode } from '../../accounting/services/journal.service.js';

export interface IssuedInvoiceAmounts {
  invoiceId: number;
  invoiceNo: string;
  toCompany: string;
  invoiceDate: string;
  subTotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
}

export const BILLING_REFERENCE_MODULE = 'BILLING_INVOICE';

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
      const id = (code: SystemAccountCode) => this.journals.systemAccountId(code);
      const lines: JournalLineInput[] = [{ accountId: await id('RECEIVABLE'), debitPaise: inv.totalPaise, creditPaise: 0 }];
      const credit = async (code: SystemAccountCode, paise: number) => {
        if (paise > 0) lines.push({ accountId: await id(code), debitPaise: 0, creditPaise: paise });
      };
      await credit('SERVICE_INCOME', inv.subTotalPaise);
      await credit('OUTPUT_CGST', inv.cgstPaise);
      await credit('OUTPUT_SGST', inv.sgstPaise);
      await credit('OUTPUT_IGST', inv.igstPaise);
      if (inv.roundOffPaise > 0) await credit('ROUND_OFF', inv.roundOffPaise);
      if (inv.roundOffPaise < 0) lines.push({ accountId: await id('ROUND_OFF'), debitPaise: -inv.roundOffPaise, creditPaise: 0 });
      const posted = await this.journals.post(
        { date: inv.invoiceDate, remark: `Invoice ${inv.invoiceNo} to ${inv.toCompany}`, referenceModule: BILLING_REFERENCE_MODULE, referenceId: inv.invoiceId, lines },
        { recordHistory: false },
      );
      return posted.groupTransactionId;
    });
  }

  postPayment(providerId: number, p: { invoiceId: number; invoiceNo: string; totalPaise: number; paidOn: Date; merchantOrderId: string }): Promise<string> {
    return this.runner.withCompanyContext(providerId, async () => {
      const posted = await this.journals.post(
        {
          date: toIsoDate(p.paidOn),
          remark: `PhonePe payment ${p.merchantOrderId} for invoice ${p.invoiceNo}`,
          referenceModule: BILLING_REFERENCE_MODULE,
          referenceId: p.invoiceId,
          lines: [
            { accountId: await this.journals.systemAccountId('PHONEPE_CLEARING'), debitPaise: p.totalPaise, creditPaise: 0 },
            { accountId: await this.journals.systemAccountId('RECEIVABLE'), debitPaise: 0, creditPaise: p.totalPaise },
          ],
        },
        { recordHistory: false },
      );
      return posted.groupTransactionId;
    });
  }
}
