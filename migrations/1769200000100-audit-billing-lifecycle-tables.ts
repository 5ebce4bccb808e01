import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (migration 1767100000000) on the billing tables of issue 30's wave 3 (migrations 1768500000000 and
 * 1768500000100): the provider's invoices (an offline payment recorded, a credit note taken off, a reminder's mark),
 * their reminders, credit notes and their lines, payment orders (a double payment marked refunded), and the price
 * history of the services. Same statement-level triggers and the same function as the first tables.
 *
 * service_price_history is platform data (no company column): its rows are recorded in the provider company's
 * trail (companies.is_provider), the company whose administrators change prices, by a sibling of audit_changes()
 * that takes the company from there. Without a provider company (a fresh database) there is no trail to write to.
 * The number sequences are counters, not records, and stay out.
 */
const TABLES: ReadonlyArray<{ table: string; recordType: string; key?: string }> = [
  { table: 'billing_invoices', recordType: 'billing_invoice' },
  { table: 'billing_invoice_reminders', recordType: 'billing_invoice_reminder', key: 'invoice_id' },
  { table: 'billing_credit_notes', recordType: 'billing_credit_note' },
  { table: 'billing_credit_note_items', recordType: 'billing_credit_note_item' },
  { table: 'payment_orders', recordType: 'payment_order' },
];

const PLATFORM_TABLES: ReadonlyArray<{ table: string; recordType: string; key?: string }> = [
  { table: 'service_price_history', recordType: 'service_price' },
];

async function triggers(q: QueryRunner, table: string, fn: string, args: string): Promise<void> {
  await q.query(`CREATE TRIGGER ${table}_audit_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS audit_new
    FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`);
  await q.query(`CREATE TRIGGER ${table}_audit_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
    FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`);
  await q.query(`CREATE TRIGGER ${table}_audit_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS audit_old
    FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`);
}

export class AuditBillingLifecycleTables1769200000100 implements MigrationInterface {
  name = 'AuditBillingLifecycleTables1769200000100';

  async up(q: QueryRunner): Promise<void> {
    // audit_changes() with the provider company in place of a company column. TG_ARGV: record type, key column.
    await q.query(`CREATE FUNCTION audit_platform_changes() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        v_user bigint := NULLIF(current_setting('app.user_id', true), '')::bigint;
        v_address varchar := left(NULLIF(current_setting('app.client_address', true), ''), 64);
        v_type text := TG_ARGV[0];
        v_key text := TG_ARGV[1];
        v_company bigint;
        v_name varchar;
      BEGIN
        SELECT c.id INTO v_company FROM companies c WHERE c.is_provider ORDER BY c.id LIMIT 1;
        IF v_company IS NULL THEN
          RETURN NULL;
        END IF;
        IF v_user IS NOT NULL THEN
          SELECT u.name INTO v_name FROM users u WHERE u.id = v_user;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO audit_log (company_id, user_id, user_name, action, record_type, record_id, after, client_address)
          SELECT v_company, v_user, v_name, 'CREATE', v_type, r ->> v_key, audit_visible(r), v_address
            FROM (SELECT to_jsonb(n) AS r FROM audit_new n) s;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO audit_log (company_id, user_id, user_name, action, record_type, record_id, before, client_address)
          SELECT v_company, v_user, v_name, 'DELETE', v_type, r ->> v_key, audit_visible(r), v_address
            FROM (SELECT to_jsonb(o) AS r FROM audit_old o) s;
        ELSE
          INSERT INTO audit_log (company_id, user_id, user_name, action, record_type, record_id, before, after, client_address)
          SELECT v_company, v_user, v_name, 'UPDATE', v_type, n.r ->> v_key, d.before, d.after, v_address
            FROM (SELECT to_jsonb(x) AS r FROM audit_new x) n
            JOIN (SELECT to_jsonb(x) AS r FROM audit_old x) o ON (o.r -> v_key) = (n.r -> v_key)
            CROSS JOIN LATERAL audit_diff(o.r, n.r) d
           WHERE d.after IS NOT NULL;
        END IF;
        RETURN NULL;
      END $fn$`);
    for (const t of TABLES) await triggers(q, t.table, 'audit_changes', `'${t.recordType}', 'company_id', '${t.key ?? 'id'}'`);
    for (const t of PLATFORM_TABLES) await triggers(q, t.table, 'audit_platform_changes', `'${t.recordType}', '${t.key ?? 'id'}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [...TABLES, ...PLATFORM_TABLES]) {
      for (const op of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS ${t.table}_audit_${op} ON ${t.table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS audit_platform_changes()`);
  }
}
