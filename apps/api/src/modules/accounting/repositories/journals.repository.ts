import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { Tables } from '../../../core/database/schema.generated.js';
import { columnsOf, int, isoDate, select, storedColumns } from '../../../core/database/typed-select.js';

export interface JournalRow {
  id: string;
  group_transaction_id: string;
  transaction_date: string;
  remark: string;
  reference_module: string;
  reference_id: string;
  reverses_journal_id: string | null;
}

export type JournalLineRow = Pick<Tables['journal_lines'], 'account_id' | 'debit' | 'credit'>;

const ACCOUNT_LOCK = storedColumns('coa_accounts', ['id', 'account_type', 'account_sub_type']);
export type AccountLockRow = Pick<Tables['coa_accounts'], 'id' | 'account_type' | 'account_sub_type'>;

const a = columnsOf('coa_accounts', 'coa_accounts');
const ACCOUNTS_BY_ID = select<{ id: number; name: string; sub_type: string; system_code: string | null }>(
  { id: int(a.id), name: a.name, sub_type: a.account_sub_type, system_code: a.system_code },
  'FROM coa_accounts WHERE company_id = $1 AND id = ANY($2::bigint[])',
);

const fy = columnsOf('financial_years', 'financial_years');
const FIRST_FINANCIAL_YEAR = select<{ name: string; startDate: string; isLocked: boolean }>(
  { name: fy.name, startDate: isoDate(fy.start_date), isLocked: fy.is_locked },
  'FROM financial_years WHERE company_id = $1 ORDER BY start_date LIMIT 1',
);

const j = columnsOf('journals', 'journals');
const INSERT_JOURNAL = storedColumns('journals', ['id', 'group_transaction_id']).returning(
  `INSERT INTO journals (company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id,
                             reverses_journal_id, created_by)
       VALUES ($1, 'GT' || lpad(nextval('journal_group_seq')::text, 10, '0'), $2, $3, $4, $5, $6, $7)`,
);
const JOURNAL_FOR_UPDATE = select<JournalRow>(
  {
    id: j.id, group_transaction_id: j.group_transaction_id, transaction_date: isoDate(j.transaction_date), remark: j.remark,
    reference_module: j.reference_module, reference_id: j.reference_id, reverses_journal_id: j.reverses_journal_id,
  },
  'FROM journals WHERE company_id = $1 AND group_transaction_id = $2 FOR UPDATE',
);
const REVERSAL_OF = storedColumns('journals', ['group_transaction_id']).select('FROM journals WHERE company_id = $1 AND reverses_journal_id = $2');
const LINES_OF = storedColumns('journal_lines', ['account_id', 'debit', 'credit']).select('FROM journal_lines WHERE company_id = $1 AND journal_id = $2 ORDER BY id');

/** The ledger tables. Append-only: this repository only inserts and reads. */
@Injectable()
export class JournalsRepository {
  /**
   * Reads the accounts a journal touches with a share lock, in id order: concurrent posts do not block
   * each other, but an account cannot change type (or vanish) while a post against it is in flight.
   */
  async lockAccounts(companyId: number, ids: number[]): Promise<AccountLockRow[]> {
    const { rows } = await sql(
      ACCOUNT_LOCK.select(`FROM coa_accounts
        WHERE company_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR SHARE`),
      [companyId, ids],
    );
    return rows;
  }

  /** Name, subtype and system code of the company's accounts among `ids`. */
  async accountsById(companyId: number, ids: number[]): Promise<{ id: number; name: string; sub_type: string; system_code: string | null }[]> {
    return (await sql(ACCOUNTS_BY_ID, [companyId, ids])).rows;
  }

  async firstFinancialYear(companyId: number): Promise<{ name: string; startDate: string; isLocked: boolean } | null> {
    return (await sql(FIRST_FINANCIAL_YEAR, [companyId])).rows[0] ?? null;
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
    const { rows } = await sql(
      INSERT_JOURNAL,
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
    return (await sql(JOURNAL_FOR_UPDATE, [companyId, groupTransactionId])).rows[0] ?? null;
  }

  async reversalOf(companyId: number, journalId: string): Promise<string | null> {
    return (await sql(REVERSAL_OF, [companyId, journalId])).rows[0]?.group_transaction_id ?? null;
  }

  async linesOf(companyId: number, journalId: string): Promise<JournalLineRow[]> {
    return (await sql(LINES_OF, [companyId, journalId])).rows;
  }
}
