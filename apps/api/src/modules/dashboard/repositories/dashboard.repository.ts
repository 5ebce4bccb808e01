import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface SubscriptionCounts {
  subscriptionCount: number;
  apiKeysCount: number;
  dueInvoicesCount: number;
}

@Injectable()
export class DashboardRepository {
  /** The side panel's counts in one round trip; due invoices are the company's unpaid billing invoices. */
  async counts(companyId: number): Promise<SubscriptionCounts> {
    const { rows } = await sql<SubscriptionCounts>(
      `SELECT (SELECT count(*)::int FROM company_applications WHERE company_id = $1) AS "subscriptionCount",
              (SELECT count(*)::int FROM api_keys WHERE company_id = $1 AND active) AS "apiKeysCount",
              (SELECT count(*)::int FROM billing_invoices WHERE company_id = $1 AND payment_status <> 'PAID') AS "dueInvoicesCount"`,
      [companyId],
    );
    return rows[0];
  }
}
