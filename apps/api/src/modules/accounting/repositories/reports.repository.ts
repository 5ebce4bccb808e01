import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { BALANCES_SQL, LEDGER_PAGE_SQL, LEDGER_TOTALS_SQL, MONTHLY_INCOME_EXPENSE_SQL, OPENING_SQL } from './reports.sql.js';

export interface AccountBalanceRow {
  id: string;
  name: string;
  account_type: string;
  account_sub_type: string;
  opening: string;
  period_debit: string;
  period_credit: string;
}

export interface LedgerEntryRow {
  line_id: string;
  journal_id: string;
  date: string;
  group_transaction_id: string;
  remark: string;
  reference_module: string;
  reference_id: string;
  debit: string;
  credit: string;
  balance: string;
  counter_accounts: string | null;
}

/**
 * Read-only aggregates over the ledger. All sums are numeric in SQL, returned as exact decimal strings. Balances
 * read whole months from account_month_balances and only partial months' lines (reports.sql.ts).
 */
@Injectable()
export class ReportsRepository {
  /** Per account: net balance (debit - credit) before `from`, and debits/credits from `from` to `to`. */
  async balances(companyId: number, from: string | null, to: string): Promise<AccountBalanceRow[]> {
    const { rows } = await sql<AccountBalanceRow>(BALANCES_SQL, [companyId, from, to]);
    return rows;
  }

  async openingOf(companyId: number, accountId: number, from: string): Promise<string> {
    const { rows } = await sql<{ bal: string }>(OPENING_SQL, [companyId, accountId, from]);
    return rows[0].bal;
  }

  /** One account's lines in a range, oldest first, with the running balance (debit - credit, after opening). */
  async ledger(companyId: number, accountId: number, from: string, to: string, limit: number, offset: number): Promise<[LedgerEntryRow[], number, { debit: string; credit: string }]> {
    const { rows } = await sql<LedgerEntryRow>(LEDGER_PAGE_SQL, [companyId, accountId, from, to, limit, offset]);
    const totals = await sql<{ n: number; debit: string; credit: string }>(LEDGER_TOTALS_SQL, [companyId, accountId, from, to]);
    const t = totals.rows[0];
    return [rows, t.n, { debit: t.debit, credit: t.credit }];
  }

  /** Net (debit - credit) per month for income and expense accounts between two dates. */
  async monthlyIncomeExpense(companyId: number, from: string, to: string): Promise<{ month: string; income: string; expense: string }[]> {
    const { rows } = await sql<{ month: string; income: string; expense: string }>(MONTHLY_INCOME_EXPENSE_SQL, [companyId, from, to]);
    return rows;
  }

  async recentJournals(companyId: number, limit: number): Promise<{ group_transaction_id: string; date: string; remark: string; reference_module: string; amount: string; reversal: boolean }[]> {
    const { rows } = await sql<{ group_transaction_id: string; date: string; remark: string; reference_module: string; amount: string; reversal: boolean }>(
      `SELECT j.group_transaction_id, to_char(j.transaction_date, 'YYYY-MM-DD') AS date, j.remark, j.reference_module,
              (SELECT sum(debit) FROM journal_lines l WHERE l.company_id = j.company_id AND l.journal_id = j.id)::text AS amount,
              j.reverses_journal_id IS NOT NULL AS reversal
         FROM journals j WHERE j.company_id = $1 ORDER BY j.id DESC LIMIT ${limit}`,
      [companyId],
    );
    return rows;
  }
}
