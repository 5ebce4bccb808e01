import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enablePlatformOnlyRls, enableTenantRls } from './lib/rls.js';

/**
 * The provider's monthly GST invoices and their payment through PhonePe.
 *
 * - services get their SAC code; APIs are billed per metered call, so their price becomes a price per call.
 * - billing_invoices: one per (company, month), enforced here; numbers SUB/2627/00001 gap-free per financial
 *   year (invoice_number_sequences, taken in the invoice's own transaction). Seller and buyer blocks are
 *   snapshots. Items carry what the document prints.
 * - payment_orders: every Pay Now attempt (a unique merchant order id); payment_events: what arrived from
 *   the gateway, forged or not (platform data, for support).
 * - billing_runs: the runs of a month (scheduled or asked for), for progress.
 * - phonepe_simulator_orders: the local PhonePe simulator's own state (PHONEPE_ENV=SIMULATOR only).
 * - outbox_emails.attachments: files a mail carries (the invoice PDF).
 */
export class Billing1765100000000 implements MigrationInterface {
  name = 'Billing1765100000000';

  async up(q: QueryRunner): Promise<void> {
    // The journal balance check runs at commit, in whatever scope the transaction ends in. A billing
    // transaction is one company's (the invoice, a payment status request) and posts to the provider's books
    // too: the check reads the journal's own company's lines, not the session's (it only counts them).
    await q.query(`CREATE OR REPLACE FUNCTION journal_assert_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE jid bigint; d numeric; c numeric; n integer; session_company text;
      BEGIN
        IF TG_TABLE_NAME = 'journals' THEN jid := NEW.id; ELSE jid := NEW.journal_id; END IF;
        session_company := current_setting('app.company_id', true);
        PERFORM set_config('app.company_id', NEW.company_id::text, true);
        SELECT count(*), COALESCE(sum(debit), 0), COALESCE(sum(credit), 0) INTO n, d, c
          FROM journal_lines WHERE journal_id = jid AND company_id = NEW.company_id;
        PERFORM set_config('app.company_id', COALESCE(session_company, ''), true);
        IF n < 2 OR d <> c OR d = 0 THEN
          RAISE EXCEPTION 'journal % is unbalanced: debits %, credits %, % line(s)', jid, d, c, n
            USING ERRCODE = '23514', CONSTRAINT = 'journal_balanced';
        END IF;
        RETURN NULL;
      END $$`);

    await q.query(`ALTER TABLE services ADD COLUMN sac_code varchar(8) NOT NULL DEFAULT '998314' CHECK (sac_code ~ '^[0-9]{4,8}$')`);
    // Applications are software used online (997331: licensing services for the right to use software);
    // the APIs are hosted processing (998315: hosting and IT infrastructure provisioning services).
    await q.query(`UPDATE services SET sac_code = CASE type WHEN 1 THEN '997331' ELSE '998315' END`);
    await q.query(`UPDATE services SET price = CASE app_id WHEN 1 THEN 0.50 WHEN 2 THEN 1.00 ELSE 0.10 END, price_label = 'per call'
                    WHERE type = 0`);

    await q.query(`ALTER TABLE outbox_emails ADD COLUMN attachments jsonb`);

    await q.query(`CREATE TABLE billing_runs (
      id bigserial PRIMARY KEY,
      invoice_month date NOT NULL CHECK (extract(day FROM invoice_month) = 1),
      trigger varchar(10) NOT NULL CHECK (trigger IN ('SCHEDULE', 'MANUAL')),
      requested_by bigint REFERENCES users(id),
      companies integer,
      queued integer,
      listed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX billing_runs_month_idx ON billing_runs (invoice_month, id DESC)`);
    await enablePlatformOnlyRls(q, 'billing_runs');

    // Companies a run listed that had nothing to bill after all (a total that rounds to ₹0): the run's
    // progress counts them as done.
    await q.query(`CREATE TABLE billing_skipped (
      invoice_month date NOT NULL,
      company_id bigint NOT NULL REFERENCES companies(id),
      reason varchar(100) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (invoice_month, company_id)
    )`);
    await enablePlatformOnlyRls(q, 'billing_skipped');

    await q.query(`CREATE TABLE invoice_number_sequences (
      financial_year char(4) PRIMARY KEY,
      last_number integer NOT NULL CHECK (last_number >= 0)
    )`);
    await enablePlatformOnlyRls(q, 'invoice_number_sequences');

    await q.query(`CREATE TABLE billing_invoices (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      invoice_month date NOT NULL CHECK (extract(day FROM invoice_month) = 1),
      invoice_no varchar(16) NOT NULL UNIQUE,
      financial_year char(4) NOT NULL,
      sequence integer NOT NULL CHECK (sequence > 0),
      -- The run that issued it (informational; no foreign key: a scheduled run's row may roll back after its
      -- per-company jobs were queued, and those still issue the invoices).
      run_id bigint,
      created_at timestamptz NOT NULL,
      invoice_date date NOT NULL,
      payment_status varchar(10) NOT NULL DEFAULT 'UNPAID' CHECK (payment_status IN ('UNPAID', 'PAID')),
      payment_mode varchar(40),
      paid_on timestamptz,
      paid_order_id bigint,
      from_company varchar(150) NOT NULL,
      from_company_address varchar(500) NOT NULL,
      from_company_gstin varchar(15),
      from_company_payment_details varchar(1000),
      to_company varchar(150) NOT NULL,
      to_company_address varchar(500) NOT NULL,
      to_company_gstin varchar(15),
      to_contact_email varchar(254) NOT NULL,
      supply_state_code char(2) NOT NULL,
      supply_to_state_with_code varchar(80) NOT NULL,
      intra_state boolean NOT NULL,
      sub_total numeric(14,2) NOT NULL CHECK (sub_total > 0),
      cgst numeric(14,2) NOT NULL CHECK (cgst >= 0),
      sgst numeric(14,2) NOT NULL CHECK (sgst >= 0),
      igst numeric(14,2) NOT NULL CHECK (igst >= 0),
      round_off numeric(14,2) NOT NULL CHECK (round_off > -1 AND round_off < 1),
      total numeric(14,2) NOT NULL CHECK (total >= 0),
      total_in_word varchar(400) NOT NULL,
      journal_group_id varchar(20),
      payment_journal_group_id varchar(20),
      pdf_path varchar(300),
      pdf_sha256 char(64),
      pdf_rendered_at timestamptz,
      issue_mail_id bigint,
      receipt_mail_id bigint,
      CONSTRAINT billing_invoices_company_month_uq UNIQUE (company_id, invoice_month),
      CONSTRAINT billing_invoices_number_uq UNIQUE (financial_year, sequence),
      CONSTRAINT billing_invoices_company_id_uq UNIQUE (company_id, id),
      CONSTRAINT billing_invoices_paid_ck CHECK ((payment_status = 'PAID') = (paid_on IS NOT NULL)),
      CONSTRAINT billing_invoices_total_ck CHECK (total = sub_total + cgst + sgst + igst + round_off),
      CONSTRAINT billing_invoices_tax_ck CHECK (cgst = sgst AND (igst = 0 OR cgst = 0))
    )`);
    await q.query(`CREATE INDEX billing_invoices_company_idx ON billing_invoices (company_id, id DESC)`);
    await q.query(`CREATE INDEX billing_invoices_month_idx ON billing_invoices (invoice_month)`);
    await q.query(`CREATE INDEX billing_invoices_created_idx ON billing_invoices (created_at)`);
    await q.query(`CREATE INDEX billing_invoices_paid_idx ON billing_invoices (paid_on) WHERE paid_on IS NOT NULL`);
    await q.query(`CREATE INDEX billing_invoices_unpaid_idx ON billing_invoices (company_id) WHERE payment_status <> 'PAID'`);
    await enableTenantRls(q, 'billing_invoices');

    await q.query(`CREATE TABLE billing_invoice_items (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      invoice_id bigint NOT NULL,
      line_no smallint NOT NULL,
      app_id integer NOT NULL REFERENCES services(app_id),
      description varchar(300) NOT NULL,
      hsn_code varchar(8) NOT NULL,
      quantity numeric(14,3) NOT NULL CHECK (quantity > 0),
      price numeric(14,2) NOT NULL CHECK (price >= 0),
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      gst_percent numeric(5,2) NOT NULL,
      cgst numeric(14,2) NOT NULL,
      sgst numeric(14,2) NOT NULL,
      igst numeric(14,2) NOT NULL,
      gst_amount numeric(14,2) NOT NULL CHECK (gst_amount = cgst + sgst + igst),
      FOREIGN KEY (company_id, invoice_id) REFERENCES billing_invoices (company_id, id),
      UNIQUE (invoice_id, line_no)
    )`);
    await enableTenantRls(q, 'billing_invoice_items');

    await q.query(`CREATE TABLE payment_orders (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      invoice_id bigint NOT NULL,
      merchant_order_id varchar(63) NOT NULL UNIQUE,
      gateway_order_id varchar(100),
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      state varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED')),
      checkout_url text,
      expire_at timestamptz NOT NULL,
      payment_mode varchar(40),
      transaction_id varchar(100),
      error_code varchar(100),
      settled_at timestamptz,
      settled_by varchar(12) CHECK (settled_by IN ('STATUS_CHECK', 'CALLBACK', 'RECONCILE')),
      last_checked_at timestamptz,
      created_by bigint REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, invoice_id) REFERENCES billing_invoices (company_id, id),
      CHECK ((state = 'PENDING') = (settled_at IS NULL))
    )`);
    await q.query(`CREATE INDEX payment_orders_invoice_idx ON payment_orders (company_id, invoice_id, id DESC)`);
    await q.query(`CREATE INDEX payment_orders_pending_idx ON payment_orders (created_at) WHERE state = 'PENDING'`);
    await enableTenantRls(q, 'payment_orders');
    await q.query(`ALTER TABLE billing_invoices ADD CONSTRAINT billing_invoices_paid_order_fk FOREIGN KEY (paid_order_id) REFERENCES payment_orders(id)`);

    await q.query(`CREATE TABLE payment_events (
      id bigserial PRIMARY KEY,
      received_at timestamptz NOT NULL DEFAULT now(),
      source varchar(20) NOT NULL,
      merchant_order_id varchar(100),
      outcome varchar(30) NOT NULL,
      detail varchar(500),
      body_excerpt varchar(2000)
    )`);
    await q.query(`CREATE INDEX payment_events_order_idx ON payment_events (merchant_order_id, id)`);
    await enablePlatformOnlyRls(q, 'payment_events');

    await q.query(`CREATE TABLE phonepe_simulator_orders (
      merchant_order_id varchar(63) PRIMARY KEY,
      order_id varchar(40) NOT NULL UNIQUE,
      client_id varchar(100) NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 100),
      state varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED')),
      redirect_url text NOT NULL,
      message varchar(300),
      meta_info jsonb,
      expire_at timestamptz NOT NULL,
      payment_mode varchar(40),
      transaction_id varchar(40),
      error_code varchar(60),
      completed_at timestamptz,
      callback_status varchar(200),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await enablePlatformOnlyRls(q, 'phonepe_simulator_orders');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION journal_assert_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE jid bigint; d numeric; c numeric; n integer;
      BEGIN
        IF TG_TABLE_NAME = 'journals' THEN jid := NEW.id; ELSE jid := NEW.journal_id; END IF;
        SELECT count(*), COALESCE(sum(debit), 0), COALESCE(sum(credit), 0) INTO n, d, c FROM journal_lines WHERE journal_id = jid;
        IF n < 2 OR d <> c OR d = 0 THEN
          RAISE EXCEPTION 'journal % is unbalanced: debits %, credits %, % line(s)', jid, d, c, n
            USING ERRCODE = '23514', CONSTRAINT = 'journal_balanced';
        END IF;
        RETURN NULL;
      END $$`);
    for (const t of ['phonepe_simulator_orders', 'payment_events']) await q.query(`DROP TABLE IF EXISTS ${t}`);
    await q.query(`ALTER TABLE billing_invoices DROP CONSTRAINT IF EXISTS billing_invoices_paid_order_fk`);
    for (const t of ['payment_orders', 'billing_invoice_items', 'billing_invoices', 'invoice_number_sequences', 'billing_skipped', 'billing_runs']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`ALTER TABLE outbox_emails DROP COLUMN IF EXISTS attachments`);
    await q.query(`UPDATE services SET price = CASE app_id WHEN 1 THEN 499.00 WHEN 2 THEN 999.00 ELSE 199.00 END, price_label = 'per month' WHERE type = 0`);
    await q.query(`ALTER TABLE services DROP COLUMN IF EXISTS sac_code`);
  }
}
