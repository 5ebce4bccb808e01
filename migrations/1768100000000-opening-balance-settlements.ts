import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 27: an opening balance can be settled like an invoice. Customers and suppliers keep what has been received or
 * paid against their opening balance (`opening_settled`, kept by the parties module so their outstanding needs no other
 * module's table); a customer receipt records the part it set against the opening balance; payments to a supplier
 * against its opening balance (no purchase order to hang them on) get their own table, audited like the other
 * payments.
 */
export class OpeningBalanceSettlements1768100000000 implements MigrationInterface {
  name = 'OpeningBalanceSettlements1768100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of ['customers', 'suppliers']) {
      await q.query(`ALTER TABLE ${t} ADD COLUMN opening_settled numeric(14,2) NOT NULL DEFAULT 0 CHECK (opening_settled >= 0)`);
    }
    await q.query(`ALTER TABLE customer_receipts ADD COLUMN opening_balance_amount numeric(14,2) NOT NULL DEFAULT 0
      CHECK (opening_balance_amount >= 0 AND opening_balance_amount <= amount)`);
    await q.query(`CREATE TABLE supplier_opening_payments (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      supplier_id bigint NOT NULL,
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      payment_date date NOT NULL,
      payment_mode varchar(10) NOT NULL CHECK (payment_mode IN ('CASH', 'BANK')),
      note varchar(300),
      journal_group_id varchar(64),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, supplier_id) REFERENCES suppliers (company_id, id)
    )`);
    await q.query(`CREATE INDEX supplier_opening_payments_supplier_idx ON supplier_opening_payments (company_id, supplier_id)`);
    await enableTenantRls(q, 'supplier_opening_payments');
    const args = `'supplier_opening_payment', 'company_id', 'id'`;
    await q.query(`CREATE TRIGGER supplier_opening_payments_audit_insert AFTER INSERT ON supplier_opening_payments REFERENCING NEW TABLE AS audit_new
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    await q.query(`CREATE TRIGGER supplier_opening_payments_audit_update AFTER UPDATE ON supplier_opening_payments
      REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    await q.query(`CREATE TRIGGER supplier_opening_payments_audit_delete AFTER DELETE ON supplier_opening_payments REFERENCING OLD TABLE AS audit_old
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE supplier_opening_payments`);
    await q.query(`ALTER TABLE customer_receipts DROP COLUMN opening_balance_amount`);
    for (const t of ['customers', 'suppliers']) await q.query(`ALTER TABLE ${t} DROP COLUMN opening_settled`);
  }
}
