import { Injectable } from '@nestjs/common';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { CoaAccountsRepository } from '../repositories/coa-accounts.repository.js';

/** Where customers pay the current company: what its invoices print under "Bank details for payment". */
export interface PaymentBankDetails {
  bankName: string | null;
  accountNumber: string | null;
  ifscCode: string | null;
  branchName: string | null;
  upiId: string | null;
}

/** Read by billing for the seller block of the provider's invoices (the provider keeps them in its chart). */
@Injectable()
export class BankDetailsService {
  constructor(private readonly accounts: CoaAccountsRepository) {}

  async forPayments(): Promise<PaymentBankDetails | null> {
    const row = await this.accounts.paymentBankAccount(currentCompanyId());
    if (!row) return null;
    const text = (v: string | null) => (v && v.trim() ? v.trim() : null);
    return {
      bankName: text(row.bank_name), accountNumber: text(row.account_number), ifscCode: text(row.ifsc_code),
      branchName: text(row.branch_name), upiId: text(row.upi_id),
    };
  }
}
