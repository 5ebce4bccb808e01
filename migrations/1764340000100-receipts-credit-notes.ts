import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * What a customer pays later (receipts, allocated to credit invoices) and credit notes that cancel a
 * sale in full or by lines, each numbered in its own series (docs/decisions.md).
 */
export class ReceiptsCreditNotes1764340000100 implements MigrationInterface {
  name = 'ReceiptsCreditNotes1764340000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE customer_receipts (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      receipt_number varchar(16) NOT NULL,
      receipt_date date NOT NULL,
      customer_id bigint NOT NULL,
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      account varchar(10) NOT NULL CHECK (account IN ('CASH', 'BANK')),
      note varchar(300),
      journal_group_id varchar(64),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      UNIQUE (company_id, receipt_number),
      FOREIGN KEY (company_id, customer_id) REFERENCES customers (company_id, id)
    )`);
    await q.query(`CREATE INDEX customer_receipts_customer_idx ON customer_receipts (company_id, customer_id)`);
    await enableTenantRls(q, 'customer_receipts');

    await q.query(`CREATE TABLE customer_receipt_allocations (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      receipt_id bigint NOT NULL,
      sale_invoice_id bigint NOT NULL,
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      FOREIGN KEY (company_id, receipt_id) REFERENCES customer_receipts (company_id, id),
      FOREIGN KEY (company_id, sale_invoice_id) REFERENCES sale_invoices (company_id, id)
    )`);
    await enableTenantRls(q, 'customer_receipt_allocations');

    await q.query(`CREATE TABLE credit_notes (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      credit_note_number varchar(16) NOT NULL,
      credit_note_date date NOT NULL,
      sale_invoice_id bigint NOT NULL,
      reason varchar(300),
      taxable_amount numeric(14,2) NOT NULL,
      cgst_amount numeric(14,2) NOT NULL,
      sgst_amount numeric(14,2) NOT NULL,
      igst_amount numeric(14,2) NOT NULL,
      cess_amount numeric(14,2) NOT NULL,
      round_off numeric(14,2) NOT NULL,
      total_amount numeric(14,2) NOT NULL CHECK (total_amount > 0),
      adjusted_amount numeric(14,2) NOT NULL DEFAULT 0,
      refund_amount numeric(14,2) NOT NULL DEFAULT 0,
      refund_account varchar(10) CHECK (refund_account IN ('CASH', 'BANK')),
      journal_group_id varchar(64),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      UNIQUE (company_id, credit_note_number),
      CHECK (total_amount = taxable_amount + cgst_amount + sgst_amount + igst_amount + cess_amount + round_off),
      CHECK (total_amount = adjusted_amount + refund_amount),
      FOREIGN KEY (company_id, sale_invoice_id) REFERENCES sale_invoices (company_id, id)
    )`);
    await q.query(`CREATE INDEX credit_notes_invoice_idx ON credit_notes (company_id, sale_invoice_id)`);
    await q.query(`CREATE INDEX credit_notes_date_idx ON credit_notes (company_id, credit_note_date)`);
    await enableTenantRls(q, 'credit_notes');

    await q.query(`CREATE TABLE credit_note_items (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      credit_note_id bigint NOT NULL,
      line_no integer NOT NULL,
      product_id bigint NOT NULL,
      product_name varchar(100) NOT NULL,
      hsn varchar(8),
      quantity numeric(14,3) NOT NULL CHECK (quantity > 0),
      gst_percent numeric(5,2) NOT NULL,
      taxable_amount numeric(14,2) NOT NULL,
      cgst_amount numeric(14,2) NOT NULL,
      sgst_amount numeric(14,2) NOT NULL,
      igst_amount numeric(14,2) NOT NULL,
      cess_amount numeric(14,2) NOT NULL,
      total_amount numeric(14,2) NOT NULL,
      FOREIGN KEY (company_id, credit_note_id) REFERENCES credit_notes (company_id, id),
      FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id)
    )`);
    await enableTenantRls(q, 'credit_note_items');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['credit_note_items', 'credit_notes', 'customer_receipt_allocations', 'customer_receipts']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
