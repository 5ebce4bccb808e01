import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

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

const TYPE_ORDER = `array_position(ARRAY['ASSET','LIABILITY','EQUITY','INCOME','EXPENSE']::varchar[], a.account_type)`;

/** Read-only aggregates over the ledger. All sums are numeric in SQL, returned as exact decimal strings. */
@Injectable()
export class ReportsRepository {
  /** Per account: net balance (debit - credit) before `from`, and debits/credits from `from` to `to`. */
  async balances(companyId: number, from: string | null, to: string): Promise<AccountBalanceRow[]> {
    const { rows } = await sql<AccountBalanceRow>(
      `SELECT a.id, a.name, a.account_type, a.account_sub_type,
              COALESCE(sum(l.debit - l.credit) FILTER (WHERE $2::date IS NOT NULL AND l.transaction_date < $2::date), 0)::text AS opening,
              COALESCE(sum(l.debit) FILTER (WHERE $2::date IS NULL OR l.transaction_date >= $2::date), 0)::text AS period_debit,
              COALESCE(sum(l.credit) FILTER (WHERE $2::date IS NULL OR l.transaction_date >= $2::date), 0)::text AS period_credit
         FROM coa_accounts a
         LEFT JOIN journal_lines l ON l.company_id = a.company_id AND l.account_id = a.id AND l.transaction_date <= $3::date
        WHERE a.company_id = $1
        GROUP BY a.id
        ORDER BY ${TYPE_ORDER}, lower(a.name)`,
      [companyId, from, to],
    );
    return rows;
  }

  async openingOf(companyId: number, accountId: number, from: string): Promise<string> {
    const { rows } = await sql<{ bal: string }>(
      `SELECT COALESCE(sum(debit - credit), 0)::text AS bal FROM journal_lines
        WHERE company_id = $1 AND account_id = $2 AND transaction_date < $3::date`,
      [companyId, accountId, from],
    );
    return rows[0].bal;
  }

  /** One account's lines in a range, oldest first, with the running balance (debit - credit, after opening). */
  async ledger(companyId: number, accountId: number, from: string, to: string, limit: number, offset: number): Promise<[LedgerEntryRow[], number, { debit: string; credit: string }]> {
    const { rows } = await sql<LedgerEntryRow>(
      `WITH entries AS (
         SELECT l.id AS line_id, l.journal_id, l.transaction_date, l.debit, l.credit,
                sum(l.debit - l.credit) OVER (ORDER BY l.transaction_date, l.id) AS running
           FROM journal_lines l
          WHERE l.company_id = $1 AND l.account_id = $2 AND l.transaction_date BETWEEN $3::date AND $4::date
       ), page AS (
         SELECT * FROM entries ORDER BY transaction_date, line_id LIMIT ${limit} OFFSET ${offset}
       )
       SELECT p.line_id, p.journal_id, to_char(p.transaction_date, 'YYYY-MM-DD') AS date, j.group_transaction_id, j.remark,
              j.reference_module, j.reference_id, p.debit::text AS debit, p.credit::text AS credit,
              (p.running + (SELECT COALESCE(sum(debit - credit), 0) FROM journal_lines
                             WHERE company_id = $1 AND account_id = $2 AND transaction_date < $3::date))::text AS balance,
              (SELECT string_agg(DISTINCT a2.name, ', ') FROM journal_lines l2
                 JOIN coa_accounts a2 ON a2.company_id = l2.company_id AND a2.id = l2.account_id
                WHERE l2.company_id = $1 AND l2.journal_id = p.journal_id AND l2.account_id <> $2) AS counter_accounts
         FROM page p JOIN journals j ON j.company_id = $1 AND j.id = p.journal_id
        ORDER BY p.transaction_date, p.line_id`,
      [companyId, accountId, from, to],
    );
    const totals = await sql<{ n: number; debit: string; credit: string }>(
      `SELECT count(*)::int AS n, COALESCE(sum(debit), 0)::text AS debit, COALESCE(sum(credit), 0)::text AS credit
         FROM journal_lines WHERE company_id = $1 AND account_id = $2 AND transaction_date BETWEEN $3::date AND $4::date`,
      [companyId, accountId, from, to],
    );
    const t = totals.rows[0];
    return [rows, t.n, { debit: t.debit, credit: t.credit }];
  }

  /** Net (debit - credit) per month for income and expense accounts between two dates. */
  async monthlyIncomeExpense(companyId: number, from: string, to: string): Promise<{ month: string; income: string; expense: string }[]> {
    const { rows } = await sql<{ month: string; income: string; expense: string }>(
      `SELECT to_char(date_trunc('month', l.transaction_date), 'YYYY-MM') AS month,
              COALESCE(sum(l.credit - l.debit) FILTER (WHERE a.account_type = 'INCOME'), 0)::text AS income,
              COALESCE(sum(l.debit - l.credit) FILTER (WHERE a.account_type = 'EXPENSE'), 0)::text AS expense
         FROM journal_lines l JOIN coa_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE l.company_id = $1 AND l.transaction_date BETWEEN $2::date AND $3::date AND a.account_type IN ('INCOME', 'EXPENSE')
        GROUP BY 1 ORDER BY 1`,
      [companyId, from, to],
    );
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
