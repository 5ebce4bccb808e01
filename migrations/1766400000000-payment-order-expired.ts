import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24 item 5: a payment order's outcome comes from PhonePe's order-status API only, and the
 * reconciliation job now tells an order that lapsed unpaid (EXPIRED: PhonePe failed it with no payment
 * attempt after its expiry, or does not know it past its expiry) from one whose payment failed (FAILED).
 * Both are closed and unpaid; a late COMPLETED still applies to either (the money was taken).
 */
export class PaymentOrderExpired1766400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_state_check`);
    await q.query(`ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_state_check
      CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED', 'EXPIRED'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE payment_orders SET state = 'FAILED' WHERE state = 'EXPIRED'`);
    await q.query(`ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_state_check`);
    await q.query(`ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_state_check CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED'))`);
  }
}
