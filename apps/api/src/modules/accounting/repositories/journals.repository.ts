import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface JournalRow {
  id: string;
  group_transaction_id: string;
  transaction_date: string;
  remark: string;
  reference_module: string;
  reference_id: string;
  reverses_journal_id: string | null;
}

export interface JournalLineRow {
  account_id: string;
  debit: string;
  credit: string;
}

export interface AccountLockRow {
  id: string;
  account_type: string;
  account_sub_type: string;
}

/** The ledger tables. Append-only: this repository only inserts and reads. */
@Injectable()
export class JournalsRepository {
  /**
   * Reads the accounts a journal touches with a share lock, in id order: concurrent posts do not block
   * each other, but an account cannot change type (or vanish) while a post against it is in flight.
   */
  async lockAccounts(companyId: number, ids: number[]): Promise<AccountLockRow[]> {
    const { rows } = await sql<AccountLockRow>(
      `SELECT id, account_type, account_sub_type FROM coa_accounts
        WHERE company_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR SHARE`,
      [companyId, ids],
    );
    return rows;
  }

  /** Name, subtype and system code of the company's accounts among `ids`. */
  async accountsById(companyId: number, ids: number[]): Promise<{ id: number; name: string; sub_type: string; system_code: string | null }[]> {
    const { rows } = await sql<{ id: number; name: string; sub_type: string; system_code: string | null }>(
      `SELECT id::int AS id, name, account_sub_type AS sub_type, system_code FROM coa_accounts WHERE company_id = $1 AND id = ANY($2::bigint[])`,
      [companyId, ids],
    );
    return rows;
  }

  async firstFinancialYear(companyId: number): Promise<{ name: string; startDate: string; isLocked: boolean } | null> {
    const { rows } = await sql<{ name: string; startDate: string; isLocked: boolean }>(
      `SELECT name, to_char(start_date, 'YYYY-MM-DD') AS "startDate", is_locked AS "isLocked" FROM financial_years
        WHERE company_id = $1 ORDER BY start_date LIMIT 1`,
      [companyId],
    );
    return rows[0] ?? null;
  }

  async insertJournal(input: {
    companyId: number;
    date: string;
    remark: string;
    referenceModule: string;
    referenceId: number;
    reversesJournalId: string | null;
    createdBy: number | null;
  }): Promise<{ id: string; groupTransactionId: string }> {
    const { rows } = await sql<{ id: string; group_transaction_id: string }>(
      `INSERT INTO journals (company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id,
                             reverses_journal_id, created_by)
       VALUES ($1, 'GT' || lpad(nextval('journal_group_seq')::text, 10, '0'), $2, $3, $4, $5, $6, $7)
       RETURNING id, group_transaction_id`,
      [input.companyId, input.date, input.remark, input.referenceModule, input.referenceId, input.reversesJournalId, input.createdBy],
    );
    return { id: rows[0].id, groupTransactionId: rows[0].group_transaction_id };
  }

  /** All lines in one statement (amounts as exact decimal strings). */
  async insertLines(companyId: number, journalId: string, date: string, lines: { accountId: number; debit: string; credit: string }[]): Promise<void> {
    await sql(
      `INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit, credit)
       SELECT $1, $2, t.account_id, $3, t.debit, t.credit
         FROM unnest($4::bigint[], $5::numeric[], $6::numeric[]) AS t(account_id, debit, credit)`,
      [companyId, journalId, date, lines.map((l) => l.accountId), lines.map((l) => l.debit), lines.map((l) => l.credit)],
    );
  }

  /** The journal with a row lock, so two reversals of it serialise (the unique reversal link decides). */
  async findByGroupIdForUpdate(companyId: number, groupTransactionId: string): Promise<JournalRow | null> {
    const { rows } = await sql<JournalRow>(
      `SELECT id, group_transaction_id, to_char(transaction_date, 'YYYY-MM-DD') AS transaction_date, remark,
              reference_module, reference_id, reverses_journal_id
         FROM journals WHERE company_id = $1 AND group_transaction_id = $2 FOR UPDATE`,
      [companyId, groupTransactionId],
    );
    return rows[0] ?? null;
  }

  async reversalOf(companyId: number, journalId: string): Promise<string | null> {
    const { rows } = await sql<{ group_transaction_id: string }>(
      `SELECT group_transaction_id FROM journals WHERE company_id = $1 AND reverses_journal_id = $2`,
      [companyId, journalId],
    );
    return rows[0]?.group_transaction_id ?? null;
  }

  async linesOf(companyId: number, journalId: string): Promise<JournalLineRow[]> {
    const { rows } = await sql<JournalLineRow>(
      `SELECT account_id, debit::text AS debit, credit::text AS credit FROM journal_lines
        WHERE company_id = $1 AND journal_id = $2 ORDER BY id`,
      [companyId, journalId],
    );
    return rows;
  }
}
