import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ensureCompanyContextCheck, ensurePlatformContextCheck, tenantPredicate } from './lib/rls.js';

/**
 * The audit trail (issue 26 item 4): one append-only row per created, edited or deleted business record, per
 * login, logout and export, written in the same transaction as the change.
 *
 * Record changes are written by statement-level AFTER triggers with transition tables: one INSERT ... SELECT per
 * statement, whatever its row count, so a bulk change costs one statement and nothing in the application can
 * forget to write its row. Who and from where come from the transaction-local settings app.user_id and
 * app.client_address, sent by the tenant runner with app.company_id (one statement, no round trip). An edit keeps
 * only the fields that changed (before and after); secrets (password and key hashes, ciphertexts, tokens) are
 * never copied, whatever the table.
 *
 * The app role may insert (the triggers run as the caller) and read its own company's rows, nothing else:
 * UPDATE and DELETE are revoked (again after every start's grants: core/database/migrations-runner.ts), no policy
 * allows them, and a trigger refuses them for every role.
 */
export const AUDITED_TABLES: ReadonlyArray<{ table: string; recordType: string; companyColumn?: string; key?: string }> = [
  { table: 'companies', recordType: 'company', companyColumn: 'id' },
  { table: 'trade_settings', recordType: 'trade_settings', key: 'company_id' },
  { table: 'users', recordType: 'user' },
  { table: 'coa_accounts', recordType: 'account' },
  { table: 'financial_years', recordType: 'financial_year' },
  { table: 'expense_categories', recordType: 'expense_category' },
  { table: 'income_categories', recordType: 'income_category' },
  { table: 'expenses', recordType: 'expense' },
  { table: 'incomes', recordType: 'income' },
  { table: 'categories', recordType: 'category' },
  { table: 'products', recordType: 'product' },
  { table: 'customers', recordType: 'customer' },
  { table: 'suppliers', recordType: 'supplier' },
  { table: 'warehouses', recordType: 'warehouse' },
  { table: 'purchase_orders', recordType: 'purchase_order' },
  { table: 'purchase_order_payments', recordType: 'purchase_payment' },
  { table: 'stock_transfers', recordType: 'stock_transfer' },
  { table: 'stock_adjustments', recordType: 'stock_adjustment' },
  { table: 'sale_invoices', recordType: 'sale_invoice' },
  { table: 'credit_notes', recordType: 'credit_note' },
  { table: 'customer_receipts', recordType: 'receipt' },
  { table: 'hrms_settings', recordType: 'hrms_settings' },
  { table: 'hrms_employees', recordType: 'employee' },
  { table: 'hrms_shifts', recordType: 'shift' },
  { table: 'hrms_holidays', recordType: 'holiday' },
  { table: 'hrms_branches', recordType: 'branch' },
  { table: 'hrms_departments', recordType: 'department' },
  { table: 'hrms_designations', recordType: 'designation' },
  { table: 'attendance_devices', recordType: 'device' },
  { table: 'subscription_periods', recordType: 'subscription' },
  { table: 'api_keys', recordType: 'api_key' },
  { table: 'personal_profiles', recordType: 'personal_profile' },
];

const ACTIVITY_MENU_ENTRY = 80;

/** Column names never copied into the trail (matched case-insensitively, on any audited table). */
export const AUDIT_SECRET_COLUMNS = '(^password$|_hash$|^hash$|secret|token|ciphertext|private_key|embedding)';

export class AuditLog1767100000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await ensurePlatformContextCheck(q);
    await ensureCompanyContextCheck(q);
    await q.query(`CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      user_id bigint,
      user_name varchar(200),
      action varchar(20) NOT NULL CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGIN_FAILED', 'LOGOUT', 'SESSION_END', 'EXPORT')),
      record_type varchar(60) NOT NULL,
      record_id varchar(60),
      before jsonb,
      after jsonb,
      client_address varchar(64),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX audit_log_company_idx ON audit_log (company_id, id DESC)`);
    await q.query(`CREATE INDEX audit_log_record_idx ON audit_log (company_id, record_type, record_id, id DESC)`);
    await q.query(`CREATE INDEX audit_log_user_idx ON audit_log (company_id, user_id, id DESC)`);
    await q.query(`ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE audit_log FORCE ROW LEVEL SECURITY`);
    // Read and append, nothing else: without an UPDATE or DELETE policy no row can be changed or removed.
    await q.query(`CREATE POLICY audit_read ON audit_log FOR SELECT USING ${tenantPredicate()}`);
    await q.query(`CREATE POLICY audit_append ON audit_log FOR INSERT WITH CHECK ${tenantPredicate()}`);
    await q.query(`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
      END $fn$`);
    await q.query(`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);

    // The row without its secrets; and an edit as the changed fields only (NULLs when nothing but bookkeeping changed).
    await q.query(`CREATE FUNCTION audit_visible(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
      SELECT r - ARRAY(SELECT k FROM jsonb_object_keys(r) k WHERE k ~* '${AUDIT_SECRET_COLUMNS}')
    $fn$`);
    await q.query(`CREATE FUNCTION audit_diff(o jsonb, n jsonb, OUT before jsonb, OUT after jsonb) LANGUAGE sql IMMUTABLE AS $fn$
      SELECT jsonb_object_agg(k, o -> k), jsonb_object_agg(k, n -> k)
        FROM jsonb_object_keys(n) k
       WHERE k NOT IN ('updated_at', 'modified_at') AND k !~* '${AUDIT_SECRET_COLUMNS}' AND (o -> k) IS DISTINCT FROM (n -> k)
    $fn$`);
    // TG_ARGV: record type, company column, key column. Runs as the caller: row-level security applies.
    await q.query(`CREATE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        v_user bigint := NULLIF(current_setting('app.user_id', true), '')::bigint;
        v_address varchar := left(NULLIF(current_setting('app.client_address', true), ''), 64);
        v_type text := TG_ARGV[0];
        v_company text := TG_ARGV[1];
        v_key text := TG_ARGV[2];
        v_name varchar;
      BEGIN
        IF v_user IS NOT NULL THEN
          SELECT u.name INTO v_name FROM users u WHERE u.id = v_user;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO audit_log (company_id, user_id, user_name, action, record_type, record_id, after, client_address)
          SELECT (r ->> v_company)::bigint, v_user, v_name, 'CREATE', v_type, r ->> v_key, audit_visible(r), v_address
            FROM (SELECT to_jsonb(n) AS r FROM audit_new n) s;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO audit_log (company_id, user_id, user_name, action, record_type, record_id, before, client_address)
          SELECT (r ->> v_company)::bigint, v_user, v_name, 'DELETE', v_type, r ->> v_key, audit_visible(r), v_address
            FROM (SELECT to_jsonb(o) AS r FROM audit_old o) s;
        ELSE
          INSERT INTO audit_log (company_id, user_id, user_name, action, record_type, record_id, before, after, client_address)
          SELECT (n.r ->> v_company)::bigint, v_user, v_name,
                 -- A soft delete (deleted_at set) is the record's deletion.
                 CASE WHEN jsonb_typeof(o.r -> 'deleted_at') = 'null' AND jsonb_typeof(n.r -> 'deleted_at') = 'string' THEN 'DELETE' ELSE 'UPDATE' END,
                 v_type, n.r ->> v_key, d.before, d.after, v_address
            FROM (SELECT to_jsonb(x) AS r FROM audit_new x) n
            JOIN (SELECT to_jsonb(x) AS r FROM audit_old x) o ON (o.r -> v_key) = (n.r -> v_key)
            CROSS JOIN LATERAL audit_diff(o.r, n.r) d
           WHERE d.after IS NOT NULL;
        END IF;
        RETURN NULL;
      END $fn$`);
    for (const t of AUDITED_TABLES) {
      const args = `'${t.recordType}', '${t.companyColumn ?? 'company_id'}', '${t.key ?? 'id'}'`;
      await q.query(`CREATE TRIGGER ${t.table}_audit_insert AFTER INSERT ON ${t.table} REFERENCING NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_update AFTER UPDATE ON ${t.table} REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_delete AFTER DELETE ON ${t.table} REFERENCING OLD TABLE AS audit_old
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    }

    // The Activity page in the menu, for every existing role (new companies get every entry when their role is made).
    await q.query(`INSERT INTO menu_entries (id, parent_id, sort_order, name, url, icon, application_id, required_user_type)
      VALUES (${ACTIVITY_MENU_ENTRY}, NULL, 10, 'Activity', '/activity', 'HistoryOutlined', 0, NULL)`);
    await q.query(`INSERT INTO role_menu_entries (company_id, role_id, menu_entry_id)
      SELECT r.company_id, r.id, ${ACTIVITY_MENU_ENTRY} FROM roles r ON CONFLICT DO NOTHING`);

    // Sessions (issue 26 item 5): when and from where a session was last used, recorded off the request path.
    await q.query(`ALTER TABLE user_sessions ADD COLUMN last_seen_at timestamptz, ADD COLUMN last_address varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM role_menu_entries WHERE menu_entry_id = ${ACTIVITY_MENU_ENTRY}`);
    await q.query(`DELETE FROM menu_entries WHERE id = ${ACTIVITY_MENU_ENTRY}`);
    await q.query(`ALTER TABLE user_sessions DROP COLUMN IF EXISTS last_seen_at, DROP COLUMN IF EXISTS last_address`);
    for (const t of AUDITED_TABLES) {
      for (const op of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS ${t.table}_audit_${op} ON ${t.table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS audit_changes()`);
    await q.query(`DROP FUNCTION IF EXISTS audit_diff(jsonb, jsonb)`);
    await q.query(`DROP FUNCTION IF EXISTS audit_visible(jsonb)`);
    await q.query(`DROP TABLE IF EXISTS audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_append_only()`);
  }
}
