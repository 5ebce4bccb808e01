import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST that a shop and its accountant can rely on (docs/decisions.md, "GST, POS and inventory"):
 * - products say whether their selling price includes tax (retail default: yes) and whether their
 *   GST, HSN and cess follow the category; a category may have no GST percentage;
 * - a company may be marked composition (it then issues bills of supply, like one without GSTIN);
 * - sale invoices keep the seller block as issued, their document type, and the round off to the
 *   rupee (the total then equals taxable + taxes + round off).
 */
export class GstInvoices1764340000000 implements MigrationInterface {
  name = 'GstInvoices1764340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN price_includes_tax boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE products ADD COLUMN tax_from_category boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE categories ALTER COLUMN tax_percent DROP NOT NULL, ALTER COLUMN tax_percent DROP DEFAULT`);
    await q.query(`ALTER TABLE trade_settings ADD COLUMN composition boolean NOT NULL DEFAULT false`);

    await q.query(`ALTER TABLE sale_invoices
      ADD COLUMN document_type varchar(20) NOT NULL DEFAULT 'TAX_INVOICE' CHECK (document_type IN ('TAX_INVOICE', 'BILL_OF_SUPPLY')),
      ADD COLUMN round_off numeric(14,2) NOT NULL DEFAULT 0 CHECK (round_off > -1 AND round_off < 1),
      ADD COLUMN seller_name varchar(150),
      ADD COLUMN seller_address varchar(500),
      ADD COLUMN seller_gstin varchar(15),
      ADD COLUMN settled_amount numeric(14,2) NOT NULL DEFAULT 0`);
    // Paid at the counter in cash or by bank (card, UPI), or on credit (Receivable) until receipts settle it.
    await q.query(`ALTER TABLE sale_invoices DROP CONSTRAINT IF EXISTS sale_invoices_payment_account_check`);
    await q.query(`ALTER TABLE sale_invoices ADD CONSTRAINT sale_invoices_payment_account_check
      CHECK (payment_account IN ('CASH', 'BANK', 'RECEIVABLE'))`);
    await q.query(`ALTER TABLE sale_invoice_items ADD COLUMN price_includes_tax boolean NOT NULL DEFAULT false`);
    // The old check (total = taxable + taxes) has no name of its own; find it by its expression.
    await q.query(`DO $$ DECLARE c text; BEGIN
      FOR c IN SELECT conname FROM pg_constraint
                WHERE conrelid = 'sale_invoices'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%cess_amount%'
      LOOP EXECUTE format('ALTER TABLE sale_invoices DROP CONSTRAINT %I', c); END LOOP; END $$`);
    await q.query(`ALTER TABLE sale_invoices ADD CONSTRAINT sale_invoices_total_parts_check
      CHECK (total_amount = taxable_amount + cgst_amount + sgst_amount + igst_amount + cess_amount + round_off)`);
    await q.query(`ALTER TABLE sale_invoices ADD CONSTRAINT sale_invoices_settled_check CHECK (settled_amount >= 0 AND settled_amount <= total_amount)`);
    await q.query(`ALTER TABLE sale_invoices ADD CONSTRAINT sale_invoices_bill_of_supply_untaxed_check
      CHECK (document_type = 'TAX_INVOICE' OR cgst_amount + sgst_amount + igst_amount + cess_amount = 0)`);
    // Invoices issued before this change get the seller block as it is now (the best still known).
    await q.query(`SELECT set_config('app.platform', 'on', false)`);
    await q.query(`UPDATE sale_invoices i SET seller_name = c.name, seller_address = c.address, seller_gstin = c.gstin
                     FROM companies c WHERE c.id = i.company_id AND i.seller_name IS NULL`);
    await q.query(`UPDATE sale_invoices SET settled_amount = total_amount WHERE payment_account <> 'RECEIVABLE'`);
    // Products whose GST matches their category's follow it from now on.
    await q.query(`UPDATE products p SET tax_from_category = true FROM categories c
                    WHERE c.company_id = p.company_id AND c.id = p.category_id
                      AND (p.tax_percent, p.hsn, p.cess_applicable, p.cess_type, p.cess_value)
                          IS NOT DISTINCT FROM (c.tax_percent, c.hsn, c.cess_applicable, c.cess_type, c.cess_value)`);
    await q.query(`SELECT set_config('app.platform', '', false)`);

    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT IF EXISTS stock_movements_movement_type_check`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_movement_type_check
      CHECK (movement_type IN ('PURCHASE_RECEIPT', 'SALE', 'SALE_RETURN', 'TRANSFER_IN', 'TRANSFER_OUT', 'ADJUSTMENT'))`);
    await q.query(`ALTER TABLE stock_movements ADD COLUMN reference_number varchar(30), ADD COLUMN note varchar(300)`);
    await q.query(`SELECT set_config('app.platform', 'on', false)`);
    await q.query(`UPDATE stock_movements m SET reference_number = i.invoice_number FROM sale_invoices i
                    WHERE m.movement_type = 'SALE' AND i.company_id = m.company_id AND i.id = m.reference_id`);
    await q.query(`UPDATE stock_movements m SET reference_number = o.purchase_order_number FROM purchase_orders o
                    WHERE m.movement_type = 'PURCHASE_RECEIPT' AND o.company_id = m.company_id AND o.id = m.reference_id`);
    await q.query(`SELECT set_config('app.platform', '', false)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stock_movements DROP COLUMN reference_number, DROP COLUMN note`);
    await q.query(`ALTER TABLE sale_invoices DROP CONSTRAINT sale_invoices_bill_of_supply_untaxed_check, DROP CONSTRAINT sale_invoices_total_parts_check`);
    await q.query(`ALTER TABLE sale_invoice_items DROP COLUMN price_includes_tax`);
    await q.query(`ALTER TABLE sale_invoices DROP COLUMN document_type, DROP COLUMN round_off, DROP COLUMN seller_name,
      DROP COLUMN seller_address, DROP COLUMN seller_gstin, DROP COLUMN settled_amount`);
    await q.query(`ALTER TABLE trade_settings DROP COLUMN composition`);
    await q.query(`ALTER TABLE products DROP COLUMN price_includes_tax, DROP COLUMN tax_from_category`);
  }
}
