import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls } from './lib/rls.js';

const SUBTYPE_TYPE_CASE = `CASE account_sub_type
  WHEN 'BANK' THEN 'ASSET' WHEN 'CASH' THEN 'ASSET' WHEN 'RECEIVABLE' THEN 'ASSET' WHEN 'ADVANCE' THEN 'ASSET'
  WHEN 'PAYABLE' THEN 'LIABILITY' WHEN 'LOAN' THEN 'LIABILITY' WHEN 'TAX' THEN 'LIABILITY'
  WHEN 'SALES' THEN 'INCOME' WHEN 'OTHER_INCOME' THEN 'INCOME'
  WHEN 'OPERATING_EXPENSE' THEN 'EXPENSE' WHEN 'ADMIN_EXPENSE' THEN 'EXPENSE' WHEN 'MARKETING' THEN 'EXPENSE'
  WHEN 'OWNER_CAPITAL' THEN 'EQUITY' WHEN 'DRAWINGS' THEN 'EQUITY'
  ELSE 'INVALID' END`;

/**
 * Accounting: chart of accounts, financial years, a double-entry ledger (journals + journal lines),
 * expense and income records with their categories, the per-record transaction history and
 * attachments. The database itself guarantees what the service also checks:
 *  - a journal's lines balance (deferred constraint triggers: an unbalanced journal cannot commit);
 *  - a line has exactly one positive side; the ledger and the history are append-only;
 *  - no journal is dated inside a locked financial year; years never overlap; one active year;
 *  - every reference stays inside one company (composite foreign keys on (company_id, id)).
 */
export class AccountingLedger1764000002000 implements MigrationInterface {
  name = 'AccountingLedger1764000002000';

  async up(q: QueryRunner): Promise<void> {
    // Trusted extension (PostgreSQL 13+): needed for the no-overlap exclusion of financial years.
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    await q.query(`CREATE TABLE coa_accounts (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(100) NOT NULL,
      account_type varchar(20) NOT NULL,
      account_sub_type varchar(30) NOT NULL,
      parent_id bigint,
      bank_name varchar(100),
      account_number varchar(34),
      ifsc_code varchar(11),
      branch_name varchar(100),
      upi_id varchar(100),
      system_code varchar(30),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT coa_accounts_company_id_uq UNIQUE (company_id, id),
      CONSTRAINT coa_accounts_system_code_uq UNIQUE (company_id, system_code),
      CONSTRAINT coa_accounts_parent_fk FOREIGN KEY (company_id, parent_id) REFERENCES coa_accounts (company_id, id),
      CONSTRAINT coa_accounts_type_ck CHECK (account_type = ${SUBTYPE_TYPE_CASE}),
      CONSTRAINT coa_accounts_bank_fields_ck CHECK (account_sub_type = 'BANK' OR (bank_name IS NULL AND account_number IS NULL
        AND ifsc_code IS NULL AND branch_name IS NULL AND upi_id IS NULL)),
      CONSTRAINT coa_accounts_ifsc_ck CHECK (ifsc_code IS NULL OR ifsc_code ~ '^[A-Z]{4}0[A-Z0-9]{6}$')
    )`);
    await q.query(`CREATE UNIQUE INDEX coa_accounts_name_uq ON coa_accounts (company_id, lower(name))`);
    await addUpdatedAtTrigger(q, 'coa_accounts');
    await enableTenantRls(q, 'coa_accounts');

    await q.query(`CREATE TABLE financial_years (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(60) NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      is_locked boolean NOT NULL DEFAULT false,
      locked_at timestamptz,
      locked_by bigint,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT financial_years_dates_ck CHECK (start_date < end_date),
      CONSTRAINT financial_years_no_overlap EXCLUDE USING gist
        (company_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
    )`);
    await q.query(`CREATE UNIQUE INDEX financial_years_one_active_uq ON financial_years (company_id) WHERE is_active`);
    await q.query(`CREATE UNIQUE INDEX financial_years_name_uq ON financial_years (company_id, lower(name))`);
    await addUpdatedAtTrigger(q, 'financial_years');
    await enableTenantRls(q, 'financial_years');

    // Group transaction ids come from one sequence: unique everywhere, no per-company counter to lock.
    await q.query(`CREATE SEQUENCE journal_group_seq`);
    await q.query(`CREATE TABLE journals (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      group_transaction_id varchar(30) NOT NULL,
      transaction_date date NOT NULL,
      remark varchar(500) NOT NULL DEFAULT '',
      reference_module varchar(40) NOT NULL,
      reference_id bigint NOT NULL,
      reverses_journal_id bigint,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT journals_company_id_uq UNIQUE (company_id, id),
      CONSTRAINT journals_group_uq UNIQUE (group_transaction_id),
      CONSTRAINT journals_reverses_once_uq UNIQUE (reverses_journal_id),
      CONSTRAINT journals_reverses_fk FOREIGN KEY (company_id, reverses_journal_id) REFERENCES journals (company_id, id)
    )`);
    await q.query(`CREATE INDEX journals_reference_idx ON journals (company_id, reference_module, reference_id)`);
    await q.query(`CREATE INDEX journals_date_idx ON journals (company_id, transaction_date)`);
    await enableTenantRls(q, 'journals');

    await q.query(`CREATE TABLE journal_lines (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      journal_id bigint NOT NULL,
      account_id bigint NOT NULL,
      transaction_date date NOT NULL,
      debit numeric(14,2) NOT NULL DEFAULT 0,
      credit numeric(14,2) NOT NULL DEFAULT 0,
      CONSTRAINT journal_lines_journal_fk FOREIGN KEY (company_id, journal_id) REFERENCES journals (company_id, id),
      CONSTRAINT journal_lines_account_fk FOREIGN KEY (company_id, account_id) REFERENCES coa_accounts (company_id, id),
      CONSTRAINT journal_lines_one_side_ck CHECK ((debit > 0 AND credit = 0) OR (credit > 0 AND debit = 0))
    )`);
    await q.query(`CREATE INDEX journal_lines_journal_idx ON journal_lines (journal_id)`);
    await q.query(`CREATE INDEX journal_lines_account_date_idx ON journal_lines (company_id, account_id, transaction_date, id)`);
    await enableTenantRls(q, 'journal_lines');

    // Balanced, checked at commit: a journal with fewer than two lines or unequal sides never commits.
    await q.query(`CREATE FUNCTION journal_assert_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE jid bigint; d numeric; c numeric; n integer;
      BEGIN
        IF TG_TABLE_NAME = 'journals' THEN jid := NEW.id; ELSE jid := NEW.journal_id; END IF;
        SELECT count(*), COALESCE(sum(debit), 0), COALESCE(sum(credit), 0) INTO n, d, c
          FROM journal_lines WHERE journal_id = jid;
        IF n < 2 OR d <> c OR d = 0 THEN
          RAISE EXCEPTION 'journal % is unbalanced: debits %, credits %, % line(s)', jid, d, c, n
            USING ERRCODE = '23514', CONSTRAINT = 'journal_balanced';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE CONSTRAINT TRIGGER journals_balanced AFTER INSERT ON journals
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_assert_balanced()`);
    await q.query(`CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_assert_balanced()`);

    // History is never rewritten: corrections are new (reversing) journals.
    await q.query(`CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = '55000';
      END $$`);
    await q.query(`CREATE TRIGGER journals_append_only BEFORE UPDATE OR DELETE ON journals
      FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
    await q.query(`CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
      FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);

    // Backstop of FinancialYearGuard: nothing is posted into a locked year, whoever posts it.
    await q.query(`CREATE FUNCTION journal_refuse_locked_year() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE fy_name text;
      BEGIN
        SELECT name INTO fy_name FROM financial_years
          WHERE company_id = NEW.company_id AND is_locked AND NEW.transaction_date BETWEEN start_date AND end_date;
        IF FOUND THEN
          RAISE EXCEPTION 'financial year % is locked', fy_name USING ERRCODE = '55000', CONSTRAINT = 'financial_year_locked';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER journals_open_year BEFORE INSERT ON journals
      FOR EACH ROW EXECUTE FUNCTION journal_refuse_locked_year()`);

    for (const table of ['expense_categories', 'income_categories']) {
      await q.query(`CREATE TABLE ${table} (
        id bigserial PRIMARY KEY,
        company_id bigint NOT NULL REFERENCES companies(id),
        name varchar(100) NOT NULL,
        description varchar(500),
        account_id bigint NOT NULL,
        created_by bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ${table}_company_id_uq UNIQUE (company_id, id),
        CONSTRAINT ${table}_account_fk FOREIGN KEY (company_id, account_id) REFERENCES coa_accounts (company_id, id)
      )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_name_uq ON ${table} (company_id, lower(name))`);
      await addUpdatedAtTrigger(q, table);
      await enableTenantRls(q, table);
    }

    await q.query(`CREATE TABLE expenses (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      expense_category_id bigint NOT NULL,
      title varchar(150) NOT NULL,
      description varchar(1000),
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      expense_date date NOT NULL,
      payment_account_id bigint NOT NULL,
      expense_account_id bigint NOT NULL,
      supplier_id bigint,
      attachment_path varchar(500),
      journal_id bigint NOT NULL,
      group_transaction_id varchar(30) NOT NULL,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by bigint,
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      deleted_by bigint,
      CONSTRAINT expenses_company_id_uq UNIQUE (company_id, id),
      CONSTRAINT expenses_category_fk FOREIGN KEY (company_id, expense_category_id) REFERENCES expense_categories (company_id, id),
      CONSTRAINT expenses_payment_account_fk FOREIGN KEY (company_id, payment_account_id) REFERENCES coa_accounts (company_id, id),
      CONSTRAINT expenses_expense_account_fk FOREIGN KEY (company_id, expense_account_id) REFERENCES coa_accounts (company_id, id),
      CONSTRAINT expenses_journal_fk FOREIGN KEY (company_id, journal_id) REFERENCES journals (company_id, id)
    )`);
    await q.query(`CREATE INDEX expenses_list_idx ON expenses (company_id, id DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX expenses_date_idx ON expenses (company_id, expense_date DESC, id DESC) WHERE deleted_at IS NULL`);
    await addUpdatedAtTrigger(q, 'expenses');
    await enableTenantRls(q, 'expenses');

    await q.query(`CREATE TABLE incomes (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      income_category_id bigint NOT NULL,
      title varchar(150) NOT NULL,
      description varchar(1000),
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      income_date date NOT NULL,
      received_into_account_id bigint NOT NULL,
      income_account_id bigint NOT NULL,
      customer_id bigint,
      attachment_path varchar(500),
      journal_id bigint NOT NULL,
      group_transaction_id varchar(30) NOT NULL,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by bigint,
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      deleted_by bigint,
      CONSTRAINT incomes_company_id_uq UNIQUE (company_id, id),
      CONSTRAINT incomes_category_fk FOREIGN KEY (company_id, income_category_id) REFERENCES income_categories (company_id, id),
      CONSTRAINT incomes_received_account_fk FOREIGN KEY (company_id, received_into_account_id) REFERENCES coa_accounts (company_id, id),
      CONSTRAINT incomes_income_account_fk FOREIGN KEY (company_id, income_account_id) REFERENCES coa_accounts (company_id, id),
      CONSTRAINT incomes_journal_fk FOREIGN KEY (company_id, journal_id) REFERENCES journals (company_id, id)
    )`);
    await q.query(`CREATE INDEX incomes_list_idx ON incomes (company_id, id DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX incomes_date_idx ON incomes (company_id, income_date DESC, id DESC) WHERE deleted_at IS NULL`);
    await addUpdatedAtTrigger(q, 'incomes');
    await enableTenantRls(q, 'incomes');

    await q.query(`CREATE TABLE transaction_history (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      reference_module varchar(40) NOT NULL,
      reference_id bigint NOT NULL,
      remark varchar(500) NOT NULL,
      transaction_date date,
      amount numeric(14,2),
      group_transaction_id varchar(30),
      created_by bigint,
      created_by_name varchar(100) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX transaction_history_reference_idx ON transaction_history (company_id, reference_module, reference_id, id)`);
    await q.query(`CREATE TRIGGER transaction_history_append_only BEFORE UPDATE OR DELETE ON transaction_history
      FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
    await enableTenantRls(q, 'transaction_history');

    await q.query(`CREATE TABLE attachments (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      module varchar(20) NOT NULL CHECK (module IN ('INCOME', 'EXPENSE')),
      reference_id bigint NOT NULL,
      file_name varchar(255) NOT NULL,
      content_type varchar(100) NOT NULL,
      size_bytes integer NOT NULL CHECK (size_bytes > 0),
      storage_key varchar(300) NOT NULL,
      sha256 char(64) NOT NULL,
      created_by bigint,
      created_by_name varchar(100),
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`);
    await q.query(`CREATE INDEX attachments_reference_idx ON attachments (company_id, module, reference_id) WHERE deleted_at IS NULL`);
    await enableTenantRls(q, 'attachments');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['attachments', 'transaction_history', 'incomes', 'expenses', 'income_categories', 'expense_categories',
      'journal_lines', 'journals', 'financial_years', 'coa_accounts']) {
      await q.query(`DROP TABLE IF EXISTS ${t} CASCADE`);
    }
    await q.query(`DROP SEQUENCE IF EXISTS journal_group_seq`);
    await q.query(`DROP FUNCTION IF EXISTS journal_refuse_locked_year()`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_refuse_change()`);
    await q.query(`DROP FUNCTION IF EXISTS journal_assert_balanced()`);
  }
}
