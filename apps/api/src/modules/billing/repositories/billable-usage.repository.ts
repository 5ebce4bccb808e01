import { Injectable } from '@nestjs/common';
import { invoiceMonthRange, type InvoiceMonth } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';

/** A service a company used in the month: an application's subscription periods or an API's metered calls. */
export interface ServiceUsage {
  appId: number;
  name: string;
  /** 0 API (billed per call), 1 application (billed per month, prorated by day). */
  type: number;
  /** The service's price now: per month for applications, per call for APIs (rupees, 2 decimals). */
  price: string;
  sacCode: string;
  periods: { startedAt: Date; endedAt: Date | null }[];
  calls: number;
}

/**
 * What a month's billing reads: subscription periods, the services' prices and the metered API calls.
 * A read model over the subscription and developer-API tables (read only, like the provider overview),
 * set-based so that listing 10,000 companies is one statement.
 */
@Injectable()
export class BillableUsageRepository {
  /**
   * Companies with something to bill in the month (a priced application subscribed on some day of it, or
   * priced API calls), and which of them have no invoice for it yet. Platform context.
   */
  async companiesToBill(month: InvoiceMonth): Promise<{ billable: number; missing: number[] }> {
    const range = invoiceMonthRange(month);
    const { rows } = await sql<{ id: string; invoiced: boolean }>(
      `SELECT c.id, EXISTS (SELECT 1 FROM billing_invoices i WHERE i.company_id = c.id AND i.invoice_month = $1::date) AS invoiced
         FROM companies c
        WHERE NOT c.is_provider
          AND (EXISTS (SELECT 1 FROM subscription_periods p JOIN services s ON s.app_id = p.app_id
                        WHERE p.company_id = c.id AND s.type = 1 AND s.price > 0
                          AND p.started_at < $3 AND (p.ended_at IS NULL OR p.ended_at > $2))
            OR EXISTS (SELECT 1 FROM api_usage_monthly u JOIN services s ON s.app_id = u.app_id
                        WHERE u.company_id = c.id AND u.month = $1::date AND u.calls > 0 AND s.type = 0 AND s.price > 0))
        ORDER BY c.id`,
      [range.firstDay, range.start, range.end],
    );
    return { billable: rows.length, missing: rows.filter((r) => !r.invoiced).map((r) => Number(r.id)) };
  }

  /** One company's priced usage of the month (tenant or platform context). */
  async usageOf(companyId: number, month: InvoiceMonth): Promise<ServiceUsage[]> {
    const range = invoiceMonthRange(month);
    const { rows } = await sql<{
      app_id: number; name: string; type: number; price: string; sac_code: string; periods: { s: string; e: string | null }[] | null; calls: string | null;
    }>(
      `SELECT s.app_id, s.name, s.type, s.price::text AS price, s.sac_code,
              (SELECT json_agg(json_build_object('s', p.started_at, 'e', p.ended_at) ORDER BY p.started_at)
                 FROM subscription_periods p
                WHERE p.company_id = $1 AND p.app_id = s.app_id AND p.started_at < $4 AND (p.ended_at IS NULL OR p.ended_at > $3)) AS periods,
              (SELECT u.calls FROM api_usage_monthly u WHERE u.company_id = $1 AND u.app_id = s.app_id AND u.month = $2::date) AS calls
         FROM services s
        WHERE s.price > 0
        ORDER BY s.type DESC, s.sort_order, s.app_id`,
      [companyId, range.firstDay, range.start, range.end],
    );
    return rows
      .map((r) => ({
        appId: r.app_id,
        name: r.name,
        type: r.type,
        price: r.price,
        sacCode: r.sac_code,
        periods: (r.periods ?? []).map((p) => ({ startedAt: new Date(p.s), endedAt: p.e ? new Date(p.e) : null })),
        calls: r.calls === null ? 0 : Number(r.calls),
      }))
      .filter((u) => (u.type === 1 ? u.periods.length > 0 : u.calls > 0));
  }
}
