import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, isoDate, select } from '../../../core/database/typed-select.js';

export interface HistoryRow {
  id: string;
  remark: string;
  transaction_date: string | null;
  amount: string | null;
  group_transaction_id: string | null;
  created_by_name: string;
  created_at: Date;
}

const h = columnsOf('transaction_history', 'transaction_history');
const HISTORY = select<HistoryRow>(
  {
    id: h.id, remark: h.remark, transaction_date: isoDate(h.transaction_date), amount: h.amount, group_transaction_id: h.group_transaction_id,
    created_by_name: h.created_by_name, created_at: h.created_at,
  },
  'FROM transaction_history WHERE company_id = $1 AND reference_module = $2 AND reference_id = $3 ORDER BY id DESC',
);

@Injectable()
export class TransactionHistoryRepository {
  /**
   * Appends one entry. The author's name is copied from the signed-in user at write time (an audit
   * trail keeps the name as it was), read in the same statement from the users table.
   */
  async insert(input: {
    companyId: number;
    referenceModule: string;
    referenceId: number;
    remark: string;
    transactionDate: string | null;
    amount: string | null;
    groupTransactionId: string | null;
    userId: number | null;
  }): Promise<void> {
    await sql(
      `INSERT INTO transaction_history (company_id, reference_module, reference_id, remark, transaction_date, amount,
                                        group_transaction_id, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE((SELECT name FROM users WHERE id = $8), 'System'))`,
      [input.companyId, input.referenceModule, input.referenceId, input.remark.slice(0, 500), input.transactionDate,
        input.amount, input.groupTransactionId, input.userId],
    );
  }

  async list(companyId: number, referenceModule: string, referenceId: number): Promise<HistoryRow[]> {
    return (await sql(HISTORY, [companyId, referenceModule, referenceId])).rows;
  }
}
