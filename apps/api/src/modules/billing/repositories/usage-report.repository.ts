import { Injectable } from '@nestjs/common';
import { invoiceMonthRange, type InvoiceMonth } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';

export interface UsageCountRow {
  appId: number;
  apiKeyId: number;
  outcome: string;
  calls: number;
}

export interface KeyRow {
  id: number;
  name: string | null;
  last4: string;
  active: boolean;
}

/**
 * The month's /api/v1 calls per service, API key and outcome (the gateway's api_usage_daily, read only like
 * the billable usage), and the keys' names for the usage page.
 */
@Injectable()
export class UsageReportRepository {
  async counts(companyId: number, month: InvoiceMonth): Promise<UsageCountRow[]> {
    const range = invoiceMonthRange(month);
    const { rows } = await sql<{ app_id: number; api_key_id: string; outcome: string; calls: string }>(
      `SELECT app_id, api_key_id, outcome, sum(calls) AS calls
         FROM api_usage_daily
        WHERE company_id = $1 AND day >= $2::date AND day < ($2::date + interval '1 month')
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [companyId, range.firstDay],
    );
    return rows.map((r) => ({ appId: r.app_id, apiKeyId: Number(r.api_key_id), outcome: r.outcome, calls: Number(r.calls) }));
  }

  async keys(companyId: number, ids: number[]): Promise<KeyRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<{ id: string; name: string | null; last4: string; active: boolean }>(
      `SELECT id, name, last4, active FROM api_keys WHERE company_id = $1 AND id = ANY($2::bigint[])`,
      [companyId, ids],
    );
    return rows.map((r) => ({ id: Number(r.id), name: r.name, last4: r.last4, active: r.active }));
  }

  /** Every service's name, type (0 API, 1 application) and the price in force today (India). */
  async services(): Promise<{ appId: number; name: string; type: number; price: string }[]> {
    const { rows } = await sql<{ appId: number; name: string; type: number; price: string }>(
      `SELECT app_id AS "appId", name, type, COALESCE(service_price_on(app_id, (now() AT TIME ZONE 'Asia/Kolkata')::date), price)::text AS price
         FROM services ORDER BY type DESC, sort_order, app_id`,
    );
    return rows;
  }
}
