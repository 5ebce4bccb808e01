import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 32 item 1: reports on a big ledger. Every account's debits, credits and line count per calendar month,
 * kept from journal_lines (append-only: inserts are the only change), so a trial balance, P&L or balance sheet
 * reads at most 12 rows per account and year instead of every line, and a ledger's opening balance reads whole
 * months plus the lines of one month.
 *
 * How it stays exact without deadlocks or a hot row held for a whole checkout:
 * - a statement trigger on journal_lines adds one row per (account, month) of the statement to
 *   account_month_pending, tagged with the transaction (plain inserts: no lock on a shared row);
 * - a deferred constraint trigger on account_month_pending folds all of the transaction's pending rows into
 *   account_month_balances at commit, in one upsert sorted by (company, account, month). Every transaction
 *   takes its month-row locks in that one global order and as its last step, so two posting transactions can
 *   wait for each other there but never in a cycle, and each holds the lock only from the fold to its commit.
 * A rolled-back transaction rolls back its pending rows and their queued fold with it. Committed pending rows
 * never remain; a report still adds its own transaction's pending rows, so it is exact inside a posting one.
 */
export class AccountMonthBalances1769300000000 implements MigrationInterface {
  name = 'AccountMonthBalances1769300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE account_month_balances (
      company_id bigint NOT NULL REFERENCES companies(id),
      account_id bigint NOT NULL,
      month date NOT NULL CHECK (extract(day FROM month) = 1),
      debit numeric NOT NULL DEFAULT 0,
      credit numeric NOT NULL DEFAULT 0,
      lines bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (company_id, account_id, month),
      CONSTRAINT account_month_balances_account_fk FOREIGN KEY (company_id, account_id) REFERENCES coa_accounts (company_id, id)
    )`);
    await enableTenantRls(q, 'account_month_balances');

    await q.query(`CREATE TABLE account_month_pending (
      tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
      company_id bigint NOT NULL,
      account_id bigint NOT NULL,
      month date NOT NULL,
      debit numeric NOT NULL,
      credit numeric NOT NULL,
      lines bigint NOT NULL
    )`);
    await q.query(`CREATE INDEX account_month_pending_tx_idx ON account_month_pending (tx)`);
    await enableTenantRls(q, 'account_month_pending');

    await q.query(`CREATE FUNCTION journal_lines_stage_months() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO account_month_pending (company_id, account_id, month, debit, credit, lines)
        SELECT company_id, account_id, date_trunc('month', transaction_date)::date, sum(debit), sum(credit), count(*)
          FROM new_lines GROUP BY 1, 2, 3;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER journal_lines_months AFTER INSERT ON journal_lines
      REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_stage_months()`);

    // SECURITY DEFINER: the fold moves every pending row of the transaction, whichever company the transaction
    // is bound to by the time it commits.
    await q.query(`CREATE FUNCTION account_month_fold() RETURNS trigger LANGUAGE plpgsql
      SECURITY DEFINER SET search_path = pg_catalog, public AS $$
      BEGIN
        WITH moved AS (
          DELETE FROM account_month_pending WHERE tx = pg_current_xact_id()
          RETURNING company_id, account_id, month, debit, credit, lines
        )
        INSERT INTO account_month_balances AS b (company_id, account_id, month, debit, credit, lines)
        SELECT company_id, account_id, month, sum(debit), sum(credit), sum(lines) FROM moved
         GROUP BY company_id, account_id, month ORDER BY company_id, account_id, month
        ON CONFLICT (company_id, account_id, month) DO UPDATE
          SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit, lines = b.lines + EXCLUDED.lines;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE CONSTRAINT TRIGGER account_month_pending_fold AFTER INSERT ON account_month_pending
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION account_month_fold()`);

    // The ledger so far, summed by the owner that runs the migrations (as record_counts' backfill is).
    await q.query(`INSERT INTO account_month_balances (company_id, account_id, month, debit, credit, lines)
      SELECT company_id, account_id, date_trunc('month', transaction_date)::date, sum(debit), sum(credit), count(*)
        FROM journal_lines GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS journal_lines_months ON journal_lines`);
    await q.query(`DROP FUNCTION IF EXISTS journal_lines_stage_months()`);
    await q.query(`DROP TABLE IF EXISTS account_month_pending`);
    await q.query(`DROP FUNCTION IF EXISTS account_month_fold()`);
    await q.query(`DROP TABLE IF EXISTS account_month_balances`);
  }
}
