import { Injectable } from '@nestjs/common';
import { invoiceMonthRange, type InvoiceMonth } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';

/** A price in force on the days from..to (India, inclusive) of the month: per month or per call (rupees). */
export interface PricePeriod {
  from: string;
  to: string;
  price: string;
}

/** A service a company used in the month: an application's subscription periods or an API's metered calls. */
export interface ServiceUsage {
  appId: number;
  name: string;
  /** 0 API (billed per call), 1 application (billed per month, prorated by day). */
  type: number;
  /** The prices in force during the month, in day order, covering every day of it (issue 30 item 2). */
  prices: PricePeriod[];
  sacCode: string;
  periods: { startedAt: Date; endedAt: Date | null }[];
  /** Billable calls of the month (the monthly meter: what is billed). */
  calls: number;
  /** Billable calls per day ("2026-11-14"), from the daily meter: which price each call is billed at. */
  dailyCalls: { day: string; calls: number }[];
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
    // A service is priced in the month when some price in force on one of its days is above zero.
    const { rows } = await sql<{ id: string; invoiced: boolean }>(
      `WITH priced AS (SELECT s.app_id, s.type FROM services s
                        WHERE s.app_id IN (SELECT pp.app_id FROM service_price_periods($1::date, $4::date) pp WHERE pp.price > 0))
       SELECT c.id, EXISTS (SELECT 1 FROM billing_invoices i WHERE i.company_id = c.id AND i.invoice_month = $1::date) AS invoiced
         FROM companies c
        WHERE NOT c.is_provider
          AND (EXISTS (SELECT 1 FROM subscription_periods p JOIN priced s ON s.app_id = p.app_id
                        WHERE p.company_id = c.id AND s.type = 1
                          AND p.started_at < $3 AND (p.ended_at IS NULL OR p.ended_at > $2))
            OR EXISTS (SELECT 1 FROM api_usage_monthly u JOIN priced s ON s.app_id = u.app_id
                        WHERE u.company_id = c.id AND u.month = $1::date AND u.calls > 0 AND s.type = 0))
        ORDER BY c.id`,
      [range.firstDay, range.start, range.end, range.lastDay],
    );
    return { billable: rows.length, missing: rows.filter((r) => !r.invoiced).map((r) => Number(r.id)) };
  }

  /** One company's priced usage of the month (tenant or platform context). */
  async usageOf(companyId: number, month: InvoiceMonth): Promise<ServiceUsage[]> {
    const range = invoiceMonthRange(month);
    const { rows } = await sql<{
      app_id: number; name: string; type: number; sac_code: string; prices: PricePeriod[];
      periods: { s: string; e: string | null }[] | null; calls: string | null; daily: { day: string; calls: number }[] | null;
    }>(
      `WITH prices AS (SELECT pp.app_id, json_agg(json_build_object('from', pp.valid_from, 'to', pp.valid_to, 'price', pp.price::text)
                                                   ORDER BY pp.valid_from) AS prices, bool_or(pp.price > 0) AS priced
                         FROM service_price_periods($2::date, $5::date) pp GROUP BY pp.app_id)
       SELECT s.app_id, s.name, s.type, s.sac_code, pr.prices,
              (SELECT json_agg(json_build_object('s', p.started_at, 'e', p.ended_at) ORDER BY p.started_at)
                 FROM subscription_periods p
                WHERE p.company_id = $1 AND p.app_id = s.app_id AND p.started_at < $4 AND (p.ended_at IS NULL OR p.ended_at > $3)) AS periods,
              (SELECT u.calls FROM api_usage_monthly u WHERE u.company_id = $1 AND u.app_id = s.app_id AND u.month = $2::date) AS calls,
              CASE WHEN s.type = 0 AND json_array_length(pr.prices) > 1 THEN
                (SELECT json_agg(json_build_object('day', d.day, 'calls', d.calls) ORDER BY d.day)
                   FROM (SELECT day, sum(calls)::float8 AS calls FROM api_usage_daily
                          WHERE company_id = $1 AND app_id = s.app_id AND outcome = 'BILLABLE' AND day BETWEEN $2::date AND $5::date
                          GROUP BY day) d) END AS daily
         FROM services s JOIN prices pr ON pr.app_id = s.app_id
        WHERE pr.priced
        ORDER BY s.type DESC, s.sort_order, s.app_id`,
      [companyId, range.firstDay, range.start, range.end, range.lastDay],
    );
    return rows
      .map((r) => ({
        appId: r.app_id,
        name: r.name,
        type: r.type,
        prices: r.prices,
        sacCode: r.sac_code,
        periods: (r.periods ?? []).map((p) => ({ startedAt: new Date(p.s), endedAt: p.e ? new Date(p.e) : null })),
        calls: r.calls === null ? 0 : Number(r.calls),
        dailyCalls: r.daily ?? [],
      }))
      .filter((u) => (u.type === 1 ? u.periods.length > 0 : u.calls > 0));
  }
}
