import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { countOf } from '../../../core/database/typed-select.js';

const count = async (rest: string, companyId: number, id: number) => (await sql(countOf(rest), [companyId, id])).rows[0].n;

/** Accounting rows that point at customers and suppliers (the deletion guard's counts); deleted records do not count. */
@Injectable()
export class AccountingUsageRepository {
  incomesOfCustomer(companyId: number, customerId: number): Promise<number> {
    return count(`FROM incomes WHERE company_id = $1 AND customer_id = $2 AND deleted_at IS NULL`, companyId, customerId);
  }

  expensesOfSupplier(companyId: number, supplierId: number): Promise<number> {
    return count(`FROM expenses WHERE company_id = $1 AND supplier_id = $2 AND deleted_at IS NULL`, companyId, supplierId);
  }
}
