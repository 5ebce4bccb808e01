import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

const count = async (query: string, companyId: number, id: number) => (await sql<{ n: number }>(query, [companyId, id])).rows[0].n;

/** Sales rows that point at products, warehouses and customers (the deletion guard's counts). */
@Injectable()
export class SalesUsageRepository {
  invoicesOfProduct(companyId: number, productId: number): Promise<number> {
    return count(`SELECT count(DISTINCT sale_invoice_id)::int AS n FROM sale_invoice_items WHERE company_id = $1 AND product_id = $2`, companyId, productId);
  }

  invoicesOfWarehouse(companyId: number, warehouseId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM sale_invoices WHERE company_id = $1 AND warehouse_id = $2`, companyId, warehouseId);
  }

  invoicesOfCustomer(companyId: number, customerId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM sale_invoices WHERE company_id = $1 AND customer_id = $2`, companyId, customerId);
  }

  receiptsOfCustomer(companyId: number, customerId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM customer_receipts WHERE company_id = $1 AND customer_id = $2`, companyId, customerId);
  }
}
