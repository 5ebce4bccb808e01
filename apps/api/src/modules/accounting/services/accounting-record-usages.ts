import { Injectable } from '@nestjs/common';
import { RecordUsages, type DeclaresRecordUsages, type RecordUsage } from '../../../core/deletion-guard/index.js';
import { CUSTOMER_RECORD, SUPPLIER_RECORD } from '../../parties/index.js';
import { AccountingUsageRepository } from '../repositories/accounting-usage.repository.js';

/**
 * What accounting's rows use, for the deletion guard: customers are used by income records, suppliers by
 * expenses (deleted records do not count). `order` keeps each refusal's wording as it has always been.
 */
@RecordUsages()
@Injectable()
export class AccountingRecordUsages implements DeclaresRecordUsages {
  constructor(private readonly usage: AccountingUsageRepository) {}

  usages(): RecordUsage[] {
    return [
      { record: CUSTOMER_RECORD, order: 2, singular: 'income record', plural: 'income records', count: (c, id) => this.usage.incomesOfCustomer(c, id) },
      { record: SUPPLIER_RECORD, order: 2, singular: 'expense', plural: 'expenses', count: (c, id) => this.usage.expensesOfSupplier(c, id) },
    ];
  }
}
