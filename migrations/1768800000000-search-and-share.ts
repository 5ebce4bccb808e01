import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Search and reach, invoices ready to share (issue 31 items 4 and 6).
 *
 * - Trigram indexes for the header search (GET /api/erp/search): `ILIKE '%term%'` on names and invoice numbers
 *   is answered from a GIN index instead of a scan of the company's rows. pg_trgm is a trusted extension (PG 13+),
 *   so the database owner may create it.
 * - company_invoice_details: what a sale invoice prints about its seller besides name, address and GSTIN (phone,
 *   e-mail, logo, bank account, IFSC, UPI id). One row per company, owned by the profiles module.
 * - sale_invoice_share_links: a link that downloads one invoice's PDF without a session for 30 days. Only the
 *   SHA-256 of the token is stored (a leaked table opens nothing), and a link can be revoked.
 * - Menu entries so Expenses, Invoices, GST Returns and Reports sit in the side menu.
 */
const MENU = [
  { id: 176881, sort: 2, name: 'Expenses', url: '/account/EXPENSE?expenses', icon: 'FallOutlined', app: 0, permission: 'accounting.read' },
  { id: 176882, sort: 23, name: 'Invoices', url: '/sales?panel=invoices', icon: 'FileTextOutlined', app: 3, permission: 'sales.read' },
  { id: 176883, sort: 24, name: 'GST Returns', url: '/sales?panel=gst-returns', icon: 'ContainerOutlined', app: 3, permission: 'gst.read' },
  { id: 176884, sort: 3, name: 'Reports', url: '/account/reports', icon: 'BarChartOutlined', app: 0, permission: 'accounting.read' },
] as const;

const AUDITED = [
  { table: 'company_invoice_details', recordType: 'invoice_details', key: 'company_id' },
  { table: 'sale_invoice_share_links', recordType: 'invoice_share_link', key: 'id' },
] as const;

export class SearchAndShare1768800000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX customers_name_trgm ON customers USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX suppliers_name_trgm ON suppliers USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX sale_invoices_number_trgm ON sale_invoices USING gin (invoice_number gin_trgm_ops)`);
    await q.query(`CREATE INDEX hrms_employees_name_trgm ON hrms_employees
      USING gin ((first_name || ' ' || last_name || ' ' || employee_code) gin_trgm_ops) WHERE NOT deleted`);

    await q.query(`CREATE TABLE company_invoice_details (
      company_id bigint PRIMARY KEY REFERENCES companies(id),
      phone varchar(20),
      email varchar(100),
      bank_name varchar(100),
      account_number varchar(20),
      ifsc varchar(11),
      upi_id varchar(60),
      logo_key varchar(200),
      logo_type varchar(20),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await enableTenantRls(q, 'company_invoice_details');

    await q.query(`CREATE TABLE sale_invoice_share_links (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      invoice_id bigint NOT NULL REFERENCES sale_invoices(id),
      token_hash char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_by bigint REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX sale_invoice_share_links_invoice_idx ON sale_invoice_share_links (company_id, invoice_id)`);
    await enableTenantRls(q, 'sale_invoice_share_links');

    for (const t of AUDITED) {
      const args = `'${t.recordType}', 'company_id', '${t.key}'`;
      await q.query(`CREATE TRIGGER ${t.table}_audit_insert AFTER INSERT ON ${t.table} REFERENCING NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_update AFTER UPDATE ON ${t.table} REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_delete AFTER DELETE ON ${t.table} REFERENCING OLD TABLE AS audit_old
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    }

    for (const m of MENU) {
      await q.query(
        `INSERT INTO menu_entries (id, parent_id, sort_order, name, url, icon, application_id, required_user_type, permission)
         VALUES ($1, NULL, $2, $3, $4, $5, $6, NULL, $7)`,
        [m.id, m.sort, m.name, m.url, m.icon, m.app, m.permission],
      );
    }
    // Existing roles get them too (new companies' roles get every entry when the role is made).
    await q.query(`INSERT INTO role_menu_entries (company_id, role_id, menu_entry_id)
      SELECT r.company_id, r.id, m.id FROM roles r CROSS JOIN unnest($1::int[]) AS m(id) ON CONFLICT DO NOTHING`, [MENU.map((m) => m.id)]);
  }

  async down(q: QueryRunner): Promise<void> {
    const ids = MENU.map((m) => m.id);
    await q.query(`DELETE FROM role_menu_entries WHERE menu_entry_id = ANY($1::int[])`, [ids]);
    await q.query(`DELETE FROM menu_entries WHERE id = ANY($1::int[])`, [ids]);
    await q.query(`DROP TABLE IF EXISTS sale_invoice_share_links`);
    await q.query(`DROP TABLE IF EXISTS company_invoice_details`);
    for (const index of ['products_name_trgm', 'customers_name_trgm', 'suppliers_name_trgm', 'sale_invoices_number_trgm', 'hrms_employees_name_trgm']) {
      await q.query(`DROP INDEX IF EXISTS ${index}`);
    }
  }
}
