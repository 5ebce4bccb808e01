import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ensureStockBookAccounts, moveToPerpetualInventory, PERPETUAL_TABLES } from './lib/perpetual-inventory.js';

const SUBTYPE_TYPE_CASE = `CASE account_sub_type
  WHEN 'BANK' THEN 'ASSET' WHEN 'CASH' THEN 'ASSET' WHEN 'RECEIVABLE' THEN 'ASSET' WHEN 'ADVANCE' THEN 'ASSET' WHEN 'STOCK' THEN 'ASSET'
  WHEN 'PAYABLE' THEN 'LIABILITY' WHEN 'LOAN' THEN 'LIABILITY' WHEN 'TAX' THEN 'LIABILITY'
  WHEN 'SALES' THEN 'INCOME' WHEN 'OTHER_INCOME' THEN 'INCOME'
  WHEN 'OPERATING_EXPENSE' THEN 'EXPENSE' WHEN 'ADMIN_EXPENSE' THEN 'EXPENSE' WHEN 'MARKETING' THEN 'EXPENSE'
  WHEN 'COST_OF_GOODS_SOLD' THEN 'EXPENSE'
  WHEN 'OWNER_CAPITAL' THEN 'EQUITY' WHEN 'DRAWINGS' THEN 'EQUITY'
  ELSE 'INVALID' END`;

/**
 * Issue 27: perpetual inventory at moving weighted average cost.
 *  - two subtypes join the spec's 14: STOCK (asset) and COST_OF_GOODS_SOLD (expense);
 *  - stock_levels keeps the value of what is on hand and its average (last known) unit cost; each stock movement
 *    carries the value it moved (signed, paise) and the date it is booked on, so the valuation on any date is a
 *    sum of movements and equals the Stock in Hand account on that date;
 *  - every company gets Stock in Hand, Cost of Goods Sold, Stock Adjustments and Opening Balance Equity;
 *  - companies booked the old way get one dated correcting journal (migrations/lib/perpetual-inventory.ts).
 */
export class PerpetualInventory1767200000000 implements MigrationInterface {
  name = 'PerpetualInventory1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coa_accounts DROP CONSTRAINT coa_accounts_type_ck`);
    await q.query(`ALTER TABLE coa_accounts ADD CONSTRAINT coa_accounts_type_ck CHECK (account_type = ${SUBTYPE_TYPE_CASE})`);

    await q.query(`ALTER TABLE stock_levels
      ADD COLUMN stock_value numeric(16,2) NOT NULL DEFAULT 0,
      ADD COLUMN unit_cost numeric(20,6) NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE stock_movements
      ADD COLUMN value numeric(16,2) NOT NULL DEFAULT 0,
      ADD COLUMN cost_correction numeric(16,2) NOT NULL DEFAULT 0,
      ADD COLUMN movement_date date`);
    for (const t of PERPETUAL_TABLES) await q.query(`ALTER TABLE ${t} NO FORCE ROW LEVEL SECURITY`);
    await q.query(`UPDATE stock_movements SET movement_date = (created_at AT TIME ZONE 'Asia/Kolkata')::date`);
    await q.query(`ALTER TABLE stock_movements ALTER COLUMN movement_date SET NOT NULL,
      ALTER COLUMN movement_date SET DEFAULT (now() AT TIME ZONE 'Asia/Kolkata')::date`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT IF EXISTS stock_movements_movement_type_check`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_movement_type_check
      CHECK (movement_type IN ('PURCHASE_RECEIPT', 'SALE', 'SALE_RETURN', 'TRANSFER_IN', 'TRANSFER_OUT', 'ADJUSTMENT', 'OPENING', 'REVALUATION'))`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT IF EXISTS stock_movements_quantity_check`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_quantity_check
      CHECK (quantity <> 0 OR movement_type = 'REVALUATION')`);
    await q.query(`CREATE INDEX stock_movements_date_idx ON stock_movements (company_id, movement_date)`);

    await ensureStockBookAccounts(q);
    const today: { d: string }[] = await q.query(`SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS d`);
    await moveToPerpetualInventory(q, today[0].d);
    for (const t of PERPETUAL_TABLES) await q.query(`ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS stock_movements_date_idx`);
    await q.query(`ALTER TABLE stock_movements DROP COLUMN value, DROP COLUMN cost_correction, DROP COLUMN movement_date`);
    await q.query(`ALTER TABLE stock_levels DROP COLUMN stock_value, DROP COLUMN unit_cost`);
  }
}
