import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

const count = async (query: string, companyId: number, id: number) => (await sql<{ n: number }>(query, [companyId, id])).rows[0].n;

/** Accounting rows that point at customers and suppliers (the deletion guard's counts); deleted records do not count. */
@Injectable()
export class AccountingUsageRepository {
  incomesOfCustomer(companyId: number, customerId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM incomes WHERE company_id = $1 AND customer_id = $2 AND deleted_at IS NULL`, companyId, customerId);
  }

  expensesOfSupplier(companyId: number, supplierId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM expenses WHERE company_id = $1 AND supplier_id = $2 AND deleted_at IS NULL`, companyId, supplierId);
  }
}
