import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * POS at the counter (issue 31 item 5).
 *
 * - products.barcode and products.sku: optional, each unique per company without regard to case (the console
 *   looks a scanned or typed code up by either; the service also refuses a code that is another product's
 *   barcode-or-SKU, these indexes are the backstop for each column).
 * - Discounts as issued: on each invoice line its own discount (amount, or the percent it came from) and its share
 *   of the bill discount; on the invoice the bill discount and the total of every discount. The line's taxable
 *   value and GST are already stored after the discounts, so GSTR-1 and the journal read the discounted value.
 * - cash_received: what the customer handed over at the counter (change = cash received - total).
 */
export class PosCounter1769400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN barcode varchar(64), ADD COLUMN sku varchar(64)`);
    await q.query(`CREATE UNIQUE INDEX products_barcode_unique ON products (company_id, upper(barcode)) WHERE barcode IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX products_sku_unique ON products (company_id, upper(sku)) WHERE sku IS NOT NULL`);

    await q.query(`ALTER TABLE sale_invoice_items
      ADD COLUMN discount_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
      ADD COLUMN discount_percent numeric(5,2) CHECK (discount_percent >= 0 AND discount_percent <= 100),
      ADD COLUMN bill_discount_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (bill_discount_amount >= 0)`);
    await q.query(`ALTER TABLE sale_invoices
      ADD COLUMN discount_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
      ADD COLUMN bill_discount_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (bill_discount_amount >= 0),
      ADD COLUMN bill_discount_percent numeric(5,2) CHECK (bill_discount_percent >= 0 AND bill_discount_percent <= 100),
      ADD COLUMN cash_received numeric(14,2) CHECK (cash_received >= total_amount)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sale_invoices DROP COLUMN cash_received, DROP COLUMN bill_discount_percent,
      DROP COLUMN bill_discount_amount, DROP COLUMN discount_amount`);
    await q.query(`ALTER TABLE sale_invoice_items DROP COLUMN bill_discount_amount, DROP COLUMN discount_percent, DROP COLUMN discount_amount`);
    await q.query(`DROP INDEX IF EXISTS products_sku_unique`);
    await q.query(`DROP INDEX IF EXISTS products_barcode_unique`);
    await q.query(`ALTER TABLE products DROP COLUMN sku, DROP COLUMN barcode`);
  }
}
