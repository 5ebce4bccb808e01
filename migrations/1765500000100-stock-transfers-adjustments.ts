import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Stock moved between two warehouses (transfers) and stock corrected in one warehouse with a reason
 * (adjustments: damage, expiry, a count). Their lines are the stock_movements they write (TRANSFER_OUT /
 * TRANSFER_IN and ADJUSTMENT, reference_id = the document), so the stock ledger shows them with the rest.
 */
export class StockTransfersAdjustments1765500000100 implements MigrationInterface {
  name = 'StockTransfersAdjustments1765500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE stock_transfers (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      transfer_number varchar(16) NOT NULL,
      transfer_date date NOT NULL,
      from_warehouse_id bigint NOT NULL,
      to_warehouse_id bigint NOT NULL,
      note varchar(300),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      UNIQUE (company_id, transfer_number),
      CHECK (from_warehouse_id <> to_warehouse_id),
      FOREIGN KEY (company_id, from_warehouse_id) REFERENCES warehouses (company_id, id),
      FOREIGN KEY (company_id, to_warehouse_id) REFERENCES warehouses (company_id, id)
    )`);
    await enableTenantRls(q, 'stock_transfers');

    await q.query(`CREATE TABLE stock_adjustments (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      adjustment_number varchar(16) NOT NULL,
      adjustment_date date NOT NULL,
      warehouse_id bigint NOT NULL,
      reason varchar(300) NOT NULL CHECK (btrim(reason) <> ''),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      UNIQUE (company_id, adjustment_number),
      FOREIGN KEY (company_id, warehouse_id) REFERENCES warehouses (company_id, id)
    )`);
    await enableTenantRls(q, 'stock_adjustments');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_adjustments`);
    await q.query(`DROP TABLE stock_transfers`);
  }
}
