import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { CUSTOMER_RECORD, SUPPLIER_RECORD } from '../../parties/index.js';
import { AccountingUsageRepository } from '../repositories/accounting-usage.repository.js';

/**
 * Tells the deletion guard which records accounting's rows use: customers by income records, suppliers by
 * expenses. `order` keeps each refusal's wording as it has always been.
 */
@Injectable()
export class AccountingUsageRegistrar implements OnModuleInit {
  constructor(private readonly guard: DeletionGuard, private readonly usage: AccountingUsageRepository) {}

  onModuleInit(): void {
    this.guard.register({ record: CUSTOMER_RECORD, order: 2, singular: 'income record', plural: 'income records', count: (c, id) => this.usage.incomesOfCustomer(c, id) });
    this.guard.register({ record: SUPPLIER_RECORD, order: 2, singular: 'expense', plural: 'expenses', count: (c, id) => this.usage.expensesOfSupplier(c, id) });
  }
}
