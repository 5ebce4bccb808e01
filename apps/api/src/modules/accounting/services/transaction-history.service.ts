import { BadRequestException, Injectable } from '@nestjs/common';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_MESSAGES } from '../accounting.messages.js';
import { TransactionHistoryRepository } from '../repositories/transaction-history.repository.js';
import { currentUserId } from './actor.js';

/** One entry of GET /transaction/history (spec 3: createdBy, createdOn, remark, transactionDate, amount). */
export interface TransactionHistoryEntry {
  id: number;
  createdBy: string;
  createdOn: string;
  remark: string;
  transactionDate: string | null;
  amount: string | null;
  groupTransactionId: string | null;
}

export function normalizeReferenceModule(module: string): string {
  return module.trim().toUpperCase();
}

/** The per-record audit trail: every create, edit, reversal and delete of a posted record. Append-only. */
@Injectable()
export class TransactionHistoryService {
  constructor(private readonly history: TransactionHistoryRepository) {}

  async record(entry: {
    referenceModule: string;
    referenceId: number;
    remark: string;
    transactionDate: string | null;
    amount: string | null;
    groupTransactionId?: string | null;
  }): Promise<void> {
    await this.history.insert({
      companyId: currentCompanyId(),
      referenceModule: normalizeReferenceModule(entry.referenceModule),
      referenceId: entry.referenceId,
      remark: entry.remark,
      transactionDate: entry.transactionDate,
      amount: entry.amount,
      groupTransactionId: entry.groupTransactionId ?? null,
      userId: currentUserId(),
    });
  }

  async list(referenceModule: string | undefined, referenceId: number | undefined): Promise<TransactionHistoryEntry[]> {
    if (!referenceModule || !referenceModule.trim()) throw new BadRequestException(ACCOUNTING_MESSAGES.referenceModuleRequired);
    if (!referenceId || !Number.isSafeInteger(referenceId) || referenceId <= 0) {
      throw new BadRequestException(ACCOUNTING_MESSAGES.referenceIdRequired);
    }
    const rows = await this.history.list(currentCompanyId(), normalizeReferenceModule(referenceModule), referenceId);
    return rows.map((r) => ({
      id: Number(r.id),
      createdBy: r.created_by_name,
      createdOn: new Date(r.created_at).toISOString(),
      remark: r.remark,
      transactionDate: r.transaction_date,
      amount: r.amount,
      groupTransactionId: r.group_transaction_id,
    }));
  }
}
