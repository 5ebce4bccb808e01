import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** Headers of stock transfers and adjustments; their lines are the stock movements they write. */
@Injectable()
export class StockDocumentsRepository {
  async insertTransfer(row: {
    transferNumber: string; transferDate: string; fromWarehouseId: number; toWarehouseId: number; note: string | null; userId: number;
  }): Promise<number> {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO stock_transfers (company_id, transfer_number, transfer_date, from_warehouse_id, to_warehouse_id, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [currentCompanyId(), row.transferNumber, row.transferDate, row.fromWarehouseId, row.toWarehouseId, row.note, row.userId],
    );
    return Number(rows[0].id);
  }

  async insertAdjustment(row: { adjustmentNumber: string; adjustmentDate: string; warehouseId: number; reason: string; userId: number }): Promise<number> {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO stock_adjustments (company_id, adjustment_number, adjustment_date, warehouse_id, reason, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [currentCompanyId(), row.adjustmentNumber, row.adjustmentDate, row.warehouseId, row.reason, row.userId],
    );
    return Number(rows[0].id);
  }
}
