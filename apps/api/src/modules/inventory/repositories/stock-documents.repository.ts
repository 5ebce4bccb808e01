import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, int, returning } from '../../../core/database/typed-select.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const INSERT_TRANSFER = returning<{ id: number }>(
  `INSERT INTO stock_transfers AS t (company_id, transfer_number, transfer_date, from_warehouse_id, to_warehouse_id, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  { id: int(columnsOf('stock_transfers', 't').id) },
);
const INSERT_ADJUSTMENT = returning<{ id: number }>(
  `INSERT INTO stock_adjustments AS a (company_id, adjustment_number, adjustment_date, warehouse_id, reason, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
  { id: int(columnsOf('stock_adjustments', 'a').id) },
);

/** Headers of stock transfers and adjustments; their lines are the stock movements they write. */
@Injectable()
export class StockDocumentsRepository {
  async insertTransfer(row: {
    transferNumber: string; transferDate: string; fromWarehouseId: number; toWarehouseId: number; note: string | null; userId: number;
  }): Promise<number> {
    const { rows } = await sql(
      INSERT_TRANSFER, [currentCompanyId(), row.transferNumber, row.transferDate, row.fromWarehouseId, row.toWarehouseId, row.note, row.userId],
    );
    return rows[0].id;
  }

  async insertAdjustment(row: { adjustmentNumber: string; adjustmentDate: string; warehouseId: number; reason: string; userId: number }): Promise<number> {
    const { rows } = await sql(INSERT_ADJUSTMENT, [currentCompanyId(), row.adjustmentNumber, row.adjustmentDate, row.warehouseId, row.reason, row.userId]);
    return rows[0].id;
  }

  /** A transfer's header with both warehouses' addresses (for its e-way bill). */
  async transferForEway(id: number): Promise<TransferForEway | null> {
    const warehouse = (alias: string, key: string) => `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'address', ${alias}.address,
      'city', ${alias}.city, 'stateId', ${alias}.state_id, 'pincode', ${alias}.pincode) AS "${key}"`;
    return (await sql<TransferForEway>(
      `SELECT t.transfer_number AS "transferNumber", to_char(t.transfer_date, 'YYYY-MM-DD') AS "transferDate", ${warehouse('f', 'from')}, ${warehouse('w', 'to')}
         FROM stock_transfers t
         JOIN warehouses f ON f.company_id = t.company_id AND f.id = t.from_warehouse_id
         JOIN warehouses w ON w.company_id = t.company_id AND w.id = t.to_warehouse_id
        WHERE t.company_id = $1 AND t.id = $2`,
      [currentCompanyId(), id],
    )).rows[0] ?? null;
  }

  /** What a transfer took out of its source warehouse, per product, at the cost it left with. */
  async transferGoods(id: number): Promise<TransferGoodsRow[]> {
    return (await sql<TransferGoodsRow>(
      `SELECT p.name, coalesce(p.hsn, '') AS hsn, p.uqc, p.tax_percent::text AS "gstPercent", (-sum(m.quantity))::text AS quantity, (-sum(m.value))::text AS value
         FROM stock_movements m JOIN products p ON p.company_id = m.company_id AND p.id = m.product_id
        WHERE m.company_id = $1 AND m.movement_type = 'TRANSFER_OUT' AND m.reference_id = $2
        GROUP BY p.id, p.name, p.hsn, p.uqc, p.tax_percent
        ORDER BY min(m.id)`,
      [currentCompanyId(), id],
    )).rows;
  }
}

export interface TransferWarehouse {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  stateId: number | null;
  pincode: string | null;
}

export interface TransferForEway {
  transferNumber: string;
  transferDate: string;
  from: TransferWarehouse;
  to: TransferWarehouse;
}

export interface TransferGoodsRow {
  name: string;
  hsn: string;
  uqc: string;
  gstPercent: string;
  quantity: string;
  value: string;
}
