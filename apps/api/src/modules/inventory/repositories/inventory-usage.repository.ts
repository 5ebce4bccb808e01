import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

const count = async (query: string, companyId: number, id: number) => (await sql<{ n: number }>(query, [companyId, id])).rows[0].n;

/** Inventory rows that point at warehouses, products and suppliers (the deletion guard's counts). */
@Injectable()
export class InventoryUsageRepository {
  purchaseOrdersOfWarehouse(companyId: number, warehouseId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM purchase_orders WHERE company_id = $1 AND ($2 IN (warehouse_id, received_warehouse_id))`, companyId, warehouseId);
  }

  stockMovementsOfWarehouse(companyId: number, warehouseId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM stock_movements WHERE company_id = $1 AND warehouse_id = $2`, companyId, warehouseId);
  }

  purchaseOrdersOfProduct(companyId: number, productId: number): Promise<number> {
    return count(`SELECT count(DISTINCT purchase_order_id)::int AS n FROM purchase_order_items WHERE company_id = $1 AND product_id = $2`, companyId, productId);
  }

  stockMovementsOfProduct(companyId: number, productId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM stock_movements WHERE company_id = $1 AND product_id = $2`, companyId, productId);
  }

  /** A product that never moved may still have a zero stock row from a warehouse listing: it goes with the product. */
  async removeZeroStockOfProduct(companyId: number, productId: number): Promise<void> {
    await sql(`DELETE FROM stock_levels WHERE company_id = $1 AND product_id = $2 AND quantity = 0`, [companyId, productId]);
  }

  purchaseOrdersOfSupplier(companyId: number, supplierId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM purchase_orders WHERE company_id = $1 AND supplier_id = $2`, companyId, supplierId);
  }
}
