import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28 item 3: products carry their GST unit (UQC, "NOS" unless chosen), copied onto each invoice line at issue
 * (the e-invoice and GSTR-1 read the line, never today's product); an invoice may store the IRN, acknowledgement
 * number and date and the signed QR code the IRP returned for it.
 */
export class Einvoice1767300000100 implements MigrationInterface {
  name = 'Einvoice1767300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN uqc varchar(3) NOT NULL DEFAULT 'NOS' CHECK (uqc ~ '^[A-Z]{3}$')`);
    await q.query(`ALTER TABLE sale_invoice_items ADD COLUMN uqc varchar(3) NOT NULL DEFAULT 'NOS' CHECK (uqc ~ '^[A-Z]{3}$')`);
    await q.query(`ALTER TABLE sale_invoices
      ADD COLUMN irn varchar(64) CHECK (irn ~ '^[0-9a-f]{64}$'),
      ADD COLUMN irn_ack_no varchar(20),
      ADD COLUMN irn_ack_date timestamptz,
      ADD COLUMN irn_signed_qr text,
      ADD CONSTRAINT sale_invoices_irn_whole CHECK ((irn IS NULL) = (irn_ack_no IS NULL) AND (irn IS NULL) = (irn_ack_date IS NULL)
        AND (irn IS NULL) = (irn_signed_qr IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sale_invoices DROP CONSTRAINT sale_invoices_irn_whole, DROP COLUMN irn, DROP COLUMN irn_ack_no, DROP COLUMN irn_ack_date,
      DROP COLUMN irn_signed_qr`);
    await q.query(`ALTER TABLE sale_invoice_items DROP COLUMN uqc`);
    await q.query(`ALTER TABLE products DROP COLUMN uqc`);
  }
}
