import { Injectable } from '@nestjs/common';
import { RecordUsages, type DeclaresRecordUsages, type RecordUsage } from '../../../core/deletion-guard/index.js';
import { SUPPLIER_RECORD } from '../../parties/index.js';
import { SupplierOpeningPaymentsRepository } from '../repositories/supplier-opening-payments.repository.js';

/** For the deletion guard: a supplier paid against its opening balance keeps those payments, so it stays. */
@RecordUsages()
@Injectable()
export class OpeningBalanceRecordUsages implements DeclaresRecordUsages {
  constructor(private readonly payments: SupplierOpeningPaymentsRepository) {}

  usages(): RecordUsage[] {
    return [{
      record: SUPPLIER_RECORD, order: 2, singular: 'payment against its opening balance', plural: 'payments against its opening balance',
      count: (c, id) => this.payments.countOfSupplier(c, id),
    }];
  }
}
