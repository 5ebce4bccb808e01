import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls } from './lib/rls.js';

/**
 * Warehouses (exactly one default per company, enforced here), trade settings, per-year document
 * numbers, stock on hand with its ledger, and purchase orders with lines and payments.
 */
export class Inventory1764200000200 implements MigrationInterface {
  name = 'Inventory1764200000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE warehouses (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(100) NOT NULL,
      address varchar(500),
      city varchar(100),
      state_id integer REFERENCES states(id),
      country_id integer NOT NULL DEFAULT 1 REFERENCES countries(id),
      pincode varchar(6),
      is_default boolean NOT NULL DEFAULT false,
      geo_location varchar(100),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    )`);
    await q.query(`CREATE UNIQUE INDEX warehouses_name_uq ON warehouses (company_id, lower(name))`);
    // At most one default per company...
    await q.query(`CREATE UNIQUE INDEX warehouses_single_default_uq ON warehouses (company_id) WHERE is_default`);
    // ...and at least one once a company has any warehouse, checked at commit so a transaction may
    // move the flag from one warehouse to another.
    await q.query(`CREATE FUNCTION warehouses_require_default() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE cid bigint := COALESCE(NEW.company_id, OLD.company_id);
      BEGIN
        IF EXISTS (SELECT 1 FROM warehouses WHERE company_id = cid)
           AND NOT EXISTS (SELECT 1 FROM warehouses WHERE company_id = cid AND is_default) THEN
          RAISE EXCEPTION 'company % must have exactly one default warehouse', cid USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE CONSTRAINT TRIGGER warehouses_default_present AFTER INSERT OR UPDATE OR DELETE ON warehouses
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION warehouses_require_default()`);
    await addUpdatedAtTrigger(q, 'warehouses');
    await enableTenantRls(q, 'warehouses');

    // One row per company: its GST state when it has no GSTIN, and whether stock may go below zero.
    await q.query(`CREATE TABLE trade_settings (
      company_id bigint PRIMARY KEY REFERENCES companies(id),
      state_id integer REFERENCES states(id),
      allow_negative_stock boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await addUpdatedAtTrigger(q, 'trade_settings');
    await enableTenantRls(q, 'trade_settings');

    // Running numbers per company, document kind and financial year ("2026-27").
    await q.query(`CREATE TABLE document_sequences (
      company_id bigint NOT NULL REFERENCES companies(id),
      kind varchar(20) NOT NULL,
      financial_year varchar(7) NOT NULL,
      last_number integer NOT NULL,
      PRIMARY KEY (company_id, kind, financial_year)
    )`);
    await enableTenantRls(q, 'document_sequences');

    await q.query(`CREATE TABLE stock_levels (
      company_id bigint NOT NULL REFERENCES companies(id),
      product_id bigint NOT NULL,
      warehouse_id bigint NOT NULL,
      quantity numeric(14,3) NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, product_id, warehouse_id),
      FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id),
      FOREIGN KEY (company_id, warehouse_id) REFERENCES warehouses (company_id, id)
    )`);
    await enableTenantRls(q, 'stock_levels');

    await q.query(`CREATE TABLE stock_movements (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      product_id bigint NOT NULL,
      warehouse_id bigint NOT NULL,
      quantity numeric(14,3) NOT NULL CHECK (quantity <> 0),
      balance_after numeric(14,3) NOT NULL,
      movement_type varchar(20) NOT NULL CHECK (movement_type IN ('PURCHASE_RECEIPT', 'SALE')),
      reference_id bigint NOT NULL,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id),
      FOREIGN KEY (company_id, warehouse_id) REFERENCES warehouses (company_id, id)
    )`);
    await q.query(`CREATE INDEX stock_movements_product_idx ON stock_movements (company_id, product_id, warehouse_id)`);
    await q.query(`CREATE INDEX stock_movements_reference_idx ON stock_movements (company_id, movement_type, reference_id)`);
    await enableTenantRls(q, 'stock_movements');

    await q.query(`CREATE TABLE purchase_orders (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      purchase_order_number varchar(30) NOT NULL,
      purchase_date date NOT NULL,
      supplier_id bigint NOT NULL,
      warehouse_id bigint NOT NULL,
      note varchar(500),
      intra_state boolean NOT NULL,
      taxable_amount numeric(14,2) NOT NULL DEFAULT 0,
      cgst_amount numeric(14,2) NOT NULL DEFAULT 0,
      sgst_amount numeric(14,2) NOT NULL DEFAULT 0,
      igst_amount numeric(14,2) NOT NULL DEFAULT 0,
      cess_amount numeric(14,2) NOT NULL DEFAULT 0,
      total_amount numeric(14,2) NOT NULL DEFAULT 0,
      paid_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
      payment_status varchar(10) NOT NULL DEFAULT 'UNPAID' CHECK (payment_status IN ('UNPAID', 'PARTIAL', 'PAID')),
      is_locked boolean NOT NULL DEFAULT false,
      auto_generated boolean NOT NULL DEFAULT false,
      received_at timestamptz,
      received_warehouse_id bigint,
      journal_group_id varchar(64),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      UNIQUE (company_id, purchase_order_number),
      CHECK (paid_amount <= total_amount),
      CHECK (is_locked = (received_at IS NOT NULL)),
      FOREIGN KEY (company_id, supplier_id) REFERENCES suppliers (company_id, id),
      FOREIGN KEY (company_id, warehouse_id) REFERENCES warehouses (company_id, id),
      FOREIGN KEY (company_id, received_warehouse_id) REFERENCES warehouses (company_id, id)
    )`);
    await q.query(`CREATE INDEX purchase_orders_date_idx ON purchase_orders (company_id, purchase_date)`);
    await addUpdatedAtTrigger(q, 'purchase_orders');
    await enableTenantRls(q, 'purchase_orders');

    await q.query(`CREATE TABLE purchase_order_items (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      purchase_order_id bigint NOT NULL,
      line_no integer NOT NULL,
      product_id bigint NOT NULL,
      quantity numeric(14,3) NOT NULL CHECK (quantity > 0),
      rate numeric(14,2) NOT NULL CHECK (rate >= 0),
      gst_percent numeric(5,2) NOT NULL CHECK (gst_percent >= 0 AND gst_percent <= 100),
      hsn varchar(8),
      cess_type varchar(10) NOT NULL DEFAULT 'NONE',
      cess_value numeric(12,3) NOT NULL DEFAULT 0,
      taxable_amount numeric(14,2) NOT NULL,
      cgst_amount numeric(14,2) NOT NULL,
      sgst_amount numeric(14,2) NOT NULL,
      igst_amount numeric(14,2) NOT NULL,
      cess_amount numeric(14,2) NOT NULL,
      total_amount numeric(14,2) NOT NULL,
      UNIQUE (purchase_order_id, line_no),
      FOREIGN KEY (company_id, purchase_order_id) REFERENCES purchase_orders (company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id)
    )`);
    await enableTenantRls(q, 'purchase_order_items');

    await q.query(`CREATE TABLE purchase_order_payments (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      purchase_order_id bigint NOT NULL,
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      payment_date date NOT NULL,
      payment_mode varchar(10) NOT NULL CHECK (payment_mode IN ('CASH', 'BANK')),
      note varchar(300),
      journal_group_id varchar(64),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, purchase_order_id) REFERENCES purchase_orders (company_id, id)
    )`);
    await q.query(`CREATE INDEX purchase_order_payments_po_idx ON purchase_order_payments (company_id, purchase_order_id)`);
    await enableTenantRls(q, 'purchase_order_payments');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['purchase_order_payments', 'purchase_order_items', 'purchase_orders', 'stock_movements', 'stock_levels',
      'document_sequences', 'trade_settings', 'warehouses']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS warehouses_require_default()`);
  }
}
