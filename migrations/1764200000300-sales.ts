import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * POS sale invoices and their lines. An invoice keeps a snapshot of what was printed (customer,
 * place of supply, product names, rates, tax) so later edits of masters never change it.
 */
export class Sales1764200000300 implements MigrationInterface {
  name = 'Sales1764200000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sale_invoices (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      invoice_number varchar(20) NOT NULL,
      invoice_date date NOT NULL,
      customer_id bigint,
      customer_name varchar(150) NOT NULL,
      customer_address varchar(700),
      customer_gstin varchar(15),
      supplier_state_id integer REFERENCES states(id),
      place_of_supply_state_id integer REFERENCES states(id),
      intra_state boolean NOT NULL,
      warehouse_id bigint NOT NULL,
      taxable_amount numeric(14,2) NOT NULL,
      cgst_amount numeric(14,2) NOT NULL,
      sgst_amount numeric(14,2) NOT NULL,
      igst_amount numeric(14,2) NOT NULL,
      cess_amount numeric(14,2) NOT NULL,
      total_amount numeric(14,2) NOT NULL CHECK (total_amount > 0),
      amount_in_words varchar(400) NOT NULL,
      payment_account varchar(12) NOT NULL CHECK (payment_account IN ('CASH', 'RECEIVABLE')),
      journal_group_id varchar(64),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      UNIQUE (company_id, invoice_number),
      CHECK (total_amount = taxable_amount + cgst_amount + sgst_amount + igst_amount + cess_amount),
      FOREIGN KEY (company_id, customer_id) REFERENCES customers (company_id, id),
      FOREIGN KEY (company_id, warehouse_id) REFERENCES warehouses (company_id, id)
    )`);
    await q.query(`CREATE INDEX sale_invoices_date_idx ON sale_invoices (company_id, invoice_date)`);
    await enableTenantRls(q, 'sale_invoices');

    await q.query(`CREATE TABLE sale_invoice_items (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      sale_invoice_id bigint NOT NULL,
      line_no integer NOT NULL,
      product_id bigint NOT NULL,
      product_name varchar(100) NOT NULL,
      hsn varchar(8),
      quantity numeric(14,3) NOT NULL CHECK (quantity > 0),
      rate numeric(14,2) NOT NULL,
      gst_percent numeric(5,2) NOT NULL,
      cess_type varchar(10) NOT NULL,
      cess_value numeric(12,3) NOT NULL,
      taxable_amount numeric(14,2) NOT NULL,
      cgst_amount numeric(14,2) NOT NULL,
      sgst_amount numeric(14,2) NOT NULL,
      igst_amount numeric(14,2) NOT NULL,
      cess_amount numeric(14,2) NOT NULL,
      total_amount numeric(14,2) NOT NULL,
      UNIQUE (sale_invoice_id, line_no),
      FOREIGN KEY (company_id, sale_invoice_id) REFERENCES sale_invoices (company_id, id),
      FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id)
    )`);
    await q.query(`CREATE INDEX sale_invoice_items_product_idx ON sale_invoice_items (company_id, product_id)`);
    await enableTenantRls(q, 'sale_invoice_items');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS sale_invoice_items`);
    await q.query(`DROP TABLE IF EXISTS sale_invoices`);
  }
}
