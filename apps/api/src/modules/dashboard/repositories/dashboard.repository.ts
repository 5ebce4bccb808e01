import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface SubscriptionCounts {
  subscriptionCount: number;
  apiKeysCount: number;
  dueInvoicesCount: number;
}

@Injectable()
export class DashboardRepository {
  /**
   * The side panel's counts in one round trip. Due invoices come from the provider's invoices table
   * (billing: `invoices`, company_id, payment_status) when that module is installed; before it exists the
   * count is the answer of the same question asked of the catalogue (no such table: no due invoice).
   */
  async counts(companyId: number): Promise<SubscriptionCounts> {
    const { rows } = await sql<SubscriptionCounts & { invoicesTable: boolean }>(
      `SELECT (SELECT count(*)::int FROM company_applications WHERE company_id = $1) AS "subscriptionCount",
              (SELECT count(*)::int FROM api_keys WHERE company_id = $1 AND active) AS "apiKeysCount",
              to_regclass('public.invoices') IS NOT NULL AS "invoicesTable"`,
      [companyId],
    );
    const { invoicesTable, ...counts } = rows[0];
    const dueInvoicesCount = invoicesTable
      ? (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE company_id = $1 AND payment_status <> 'PAID'`, [companyId])).rows[0].n
      : 0;
    return { ...counts, dueInvoicesCount };
  }
}
