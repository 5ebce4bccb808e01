import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28 item 2: an expense may carry the vendor's GST (GSTIN, place of supply, taxable value, IGST or
 * CGST+SGST, cess) and whether it is eligible for input tax credit. The tax columns are 0 and the text
 * columns NULL for an expense without GST; the checks keep a half-filled tax part out of the table.
 */
export class ExpenseGst1767300000000 implements MigrationInterface {
  name = 'ExpenseGst1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE expenses
      ADD COLUMN vendor_gstin varchar(15),
      ADD COLUMN place_of_supply_state_id integer,
      ADD COLUMN taxable_amount numeric(18,2),
      ADD COLUMN igst_amount numeric(18,2) NOT NULL DEFAULT 0,
      ADD COLUMN cgst_amount numeric(18,2) NOT NULL DEFAULT 0,
      ADD COLUMN sgst_amount numeric(18,2) NOT NULL DEFAULT 0,
      ADD COLUMN cess_amount numeric(18,2) NOT NULL DEFAULT 0,
      ADD COLUMN itc_eligible boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT expenses_gst_complete CHECK (
        (vendor_gstin IS NULL AND taxable_amount IS NULL AND igst_amount = 0 AND cgst_amount = 0 AND sgst_amount = 0 AND cess_amount = 0
          AND NOT itc_eligible)
        OR (vendor_gstin IS NOT NULL AND place_of_supply_state_id IS NOT NULL AND taxable_amount IS NOT NULL
          AND taxable_amount + igst_amount + cgst_amount + sgst_amount + cess_amount = amount
          AND (igst_amount = 0 OR (cgst_amount = 0 AND sgst_amount = 0)) AND cgst_amount = sgst_amount))`);
    // GSTR-3B reads a month's expenses with GST.
    await q.query(`CREATE INDEX expenses_gst_month ON expenses (company_id, expense_date) WHERE vendor_gstin IS NOT NULL AND deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS expenses_gst_month`);
    await q.query(`ALTER TABLE expenses DROP CONSTRAINT expenses_gst_complete, DROP COLUMN vendor_gstin, DROP COLUMN place_of_supply_state_id,
      DROP COLUMN taxable_amount, DROP COLUMN igst_amount, DROP COLUMN cgst_amount, DROP COLUMN sgst_amount, DROP COLUMN cess_amount,
      DROP COLUMN itc_eligible`);
  }
}
