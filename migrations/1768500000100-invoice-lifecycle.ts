import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enablePlatformOnlyRls, enableTenantRls } from './lib/rls.js';

/**
 * Issue 30 item 4: the provider invoice's lifecycle after it is issued.
 *
 * - billing_invoices.due_date (BILLING_DUE_DAYS after the invoice date when issued; existing invoices get 15
 *   days), credited (the sum of its credit notes), and an offline payment's reference and recorder.
 * - billing_invoice_reminders: one row per invoice and kind (BEFORE_DUE, OVERDUE): the primary key is what makes
 *   a reminder go out once however often the daily job runs.
 * - billing_credit_notes / billing_credit_note_items: GST credit notes against an invoice, full or partial by line
 *   and amount, numbered in their own gap-free series per financial year (credit_note_number_sequences).
 * - payment_orders: a DOUBLE_PAYMENT (a second order paid for an already paid invoice) can be marked refunded.
 */
export class InvoiceLifecycle1768500000100 implements MigrationInterface {
  name = 'InvoiceLifecycle1768500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_invoices
      ADD COLUMN due_date date,
      ADD COLUMN credited numeric(14,2) NOT NULL DEFAULT 0 CHECK (credited >= 0),
      ADD COLUMN payment_reference varchar(100),
      ADD COLUMN paid_recorded_by bigint REFERENCES users(id)`);
    await q.query(`UPDATE billing_invoices SET due_date = invoice_date + 15`);
    await q.query(`ALTER TABLE billing_invoices ALTER COLUMN due_date SET NOT NULL,
      ADD CONSTRAINT billing_invoices_due_ck CHECK (due_date >= invoice_date),
      ADD CONSTRAINT billing_invoices_credited_ck CHECK (credited <= total)`);
    await q.query(`CREATE INDEX billing_invoices_due_idx ON billing_invoices (due_date) WHERE payment_status <> 'PAID'`);

    await q.query(`CREATE TABLE billing_invoice_reminders (
      company_id bigint NOT NULL,
      invoice_id bigint NOT NULL,
      kind varchar(12) NOT NULL CHECK (kind IN ('BEFORE_DUE', 'OVERDUE')),
      mail_id bigint NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (invoice_id, kind),
      FOREIGN KEY (company_id, invoice_id) REFERENCES billing_invoices (company_id, id)
    )`);
    await enableTenantRls(q, 'billing_invoice_reminders');

    await q.query(`CREATE TABLE credit_note_number_sequences (
      financial_year char(4) PRIMARY KEY,
      last_number integer NOT NULL CHECK (last_number >= 0)
    )`);
    await enablePlatformOnlyRls(q, 'credit_note_number_sequences');

    await q.query(`CREATE TABLE billing_credit_notes (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      invoice_id bigint NOT NULL,
      credit_note_no varchar(16) NOT NULL UNIQUE,
      financial_year char(4) NOT NULL,
      sequence integer NOT NULL CHECK (sequence > 0),
      note_date date NOT NULL,
      reason varchar(300) NOT NULL,
      intra_state boolean NOT NULL,
      sub_total numeric(14,2) NOT NULL CHECK (sub_total > 0),
      cgst numeric(14,2) NOT NULL CHECK (cgst >= 0),
      sgst numeric(14,2) NOT NULL CHECK (sgst >= 0),
      igst numeric(14,2) NOT NULL CHECK (igst >= 0),
      round_off numeric(14,2) NOT NULL CHECK (round_off > -1 AND round_off < 1),
      total numeric(14,2) NOT NULL CHECK (total > 0),
      total_in_word varchar(400) NOT NULL,
      journal_group_id varchar(20) NOT NULL,
      created_by bigint REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, invoice_id) REFERENCES billing_invoices (company_id, id),
      CONSTRAINT billing_credit_notes_company_id_uq UNIQUE (company_id, id),
      CONSTRAINT billing_credit_notes_number_uq UNIQUE (financial_year, sequence),
      CONSTRAINT billing_credit_notes_total_ck CHECK (total = sub_total + cgst + sgst + igst + round_off)
    )`);
    await q.query(`CREATE INDEX billing_credit_notes_company_idx ON billing_credit_notes (company_id, id DESC)`);
    await q.query(`CREATE INDEX billing_credit_notes_invoice_idx ON billing_credit_notes (invoice_id)`);
    await enableTenantRls(q, 'billing_credit_notes');

    await q.query(`CREATE TABLE billing_credit_note_items (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      credit_note_id bigint NOT NULL,
      line_no smallint NOT NULL,
      invoice_line_no smallint NOT NULL,
      app_id integer NOT NULL REFERENCES services(app_id),
      description varchar(300) NOT NULL,
      hsn_code varchar(8) NOT NULL,
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      gst_percent numeric(5,2) NOT NULL,
      cgst numeric(14,2) NOT NULL,
      sgst numeric(14,2) NOT NULL,
      igst numeric(14,2) NOT NULL,
      gst_amount numeric(14,2) NOT NULL CHECK (gst_amount = cgst + sgst + igst),
      FOREIGN KEY (company_id, credit_note_id) REFERENCES billing_credit_notes (company_id, id),
      UNIQUE (credit_note_id, line_no)
    )`);
    await enableTenantRls(q, 'billing_credit_note_items');

    await q.query(`ALTER TABLE payment_orders
      ADD COLUMN refunded_on date,
      ADD COLUMN refund_reference varchar(100),
      ADD COLUMN refunded_by bigint REFERENCES users(id),
      ADD CONSTRAINT payment_orders_refund_ck CHECK ((refunded_on IS NULL) = (refund_reference IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_orders DROP CONSTRAINT IF EXISTS payment_orders_refund_ck,
      DROP COLUMN IF EXISTS refunded_on, DROP COLUMN IF EXISTS refund_reference, DROP COLUMN IF EXISTS refunded_by`);
    await q.query(`DROP TABLE IF EXISTS billing_credit_note_items`);
    await q.query(`DROP TABLE IF EXISTS billing_credit_notes`);
    await q.query(`DROP TABLE IF EXISTS credit_note_number_sequences`);
    await q.query(`DROP TABLE IF EXISTS billing_invoice_reminders`);
    await q.query(`ALTER TABLE billing_invoices DROP COLUMN IF EXISTS due_date, DROP COLUMN IF EXISTS credited,
      DROP COLUMN IF EXISTS payment_reference, DROP COLUMN IF EXISTS paid_recorded_by`);
  }
}
