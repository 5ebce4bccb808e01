import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 27 item 4: opening balances. One row per company keeps what the owner entered (accounts, parties, stock) and
 * the journal it posted against "Opening Balance Equity"; an edit reverses that journal and posts the new one.
 * Customers and suppliers carry their opening amount, which their outstanding includes.
 */
export class OpeningBalances1767200000100 implements MigrationInterface {
  name = 'OpeningBalances1767200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE opening_balances (
      company_id bigint PRIMARY KEY REFERENCES companies(id),
      as_of_date date NOT NULL,
      accounts jsonb NOT NULL DEFAULT '[]',
      customers jsonb NOT NULL DEFAULT '[]',
      suppliers jsonb NOT NULL DEFAULT '[]',
      stock jsonb NOT NULL DEFAULT '[]',
      journal_group_id varchar(30),
      updated_by bigint,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await enableTenantRls(q, 'opening_balances');
    await q.query(`ALTER TABLE customers ADD COLUMN opening_balance numeric(14,2) NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE suppliers ADD COLUMN opening_balance numeric(14,2) NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customers DROP COLUMN opening_balance`);
    await q.query(`ALTER TABLE suppliers DROP COLUMN opening_balance`);
    await q.query(`DROP TABLE opening_balances`);
  }
}
