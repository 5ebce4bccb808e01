import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A receipt's allocations by receipt (issue 27): the customer page lists each customer's receipts with what each was
 * set against, and its search looks for an invoice number among a receipt's allocations. Both read
 * customer_receipt_allocations by (company, receipt), which had no index (only the foreign keys' targets do).
 */
export class ReceiptAllocationIndex1769600000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX customer_receipt_allocations_receipt_idx ON customer_receipt_allocations (company_id, receipt_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS customer_receipt_allocations_receipt_idx`);
  }
}
