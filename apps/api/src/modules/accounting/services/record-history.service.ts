import { Injectable } from '@nestjs/common';
import type { RecordKind } from '../repositories/posted-records.repository.js';
import { FINANCIAL_YEAR_MODULE, FinancialYearsService } from './financial-years.service.js';
import { PostedRecordsService } from './posted-records.service.js';
import { normalizeReferenceModule, TransactionHistoryService, type TransactionHistoryEntry } from './transaction-history.service.js';

/**
 * GET /transaction/history: for the records this module owns, an unknown (or another company's) id is a
 * 404; other modules' references (SALE, PURCHASE ...) list only what row-level security lets this company see.
 */
@Injectable()
export class RecordHistoryService {
  constructor(
    private readonly history: TransactionHistoryService,
    private readonly records: PostedRecordsService,
    private readonly years: FinancialYearsService,
  ) {}

  async list(referenceModule: string | undefined, referenceIdRaw: string | undefined): Promise<TransactionHistoryEntry[]> {
    const referenceId = referenceIdRaw && /^\d+$/.test(referenceIdRaw.trim()) ? Number(referenceIdRaw) : NaN;
    const module = normalizeReferenceModule(referenceModule ?? '');
    const entries = await this.history.list(module, referenceId);
    if (module === 'EXPENSE' || module === 'INCOME') await this.records.assertExists(module as RecordKind, referenceId, true);
    if (module === FINANCIAL_YEAR_MODULE) await this.years.assertExists(referenceId);
    return entries;
  }
}
