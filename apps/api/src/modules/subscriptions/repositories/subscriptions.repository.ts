import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface ServiceRow {
  id: number;
  appId: number;
  name: string;
  description: string;
  type: number;
  available: boolean;
  price: string;
  currency: string;
  priceLabel: string;
  paymentCycle: string;
  isSubscribed: boolean;
  nextPrice: string | null;
  nextPriceFrom: string | null;
}

export interface HistoryRow {
  id: number;
  message: string;
  createdBy: string;
  createdOn: Date;
}

/** The price in force today (India), from the price history: a change scheduled for tomorrow is not today's price. */
const SERVICE_COLUMNS = `s.app_id AS "appId", s.name, s.description, s.type, s.available,
  COALESCE(service_price_on(s.app_id, (now() AT TIME ZONE 'Asia/Kolkata')::date), s.price)::text AS price,
  s.currency, s.price_label AS "priceLabel", s.payment_cycle AS "paymentCycle"`;

@Injectable()
export class SubscriptionsRepository {
  /** Every service with the company's open period (id 0 when not subscribed). */
  async servicesFor(companyId: number): Promise<ServiceRow[]> {
    const { rows } = await sql<ServiceRow & { id: string }>(
      `SELECT COALESCE(p.id, 0)::int AS id, ${SERVICE_COLUMNS}, (p.id IS NOT NULL) AS "isSubscribed",
              n.price::text AS "nextPrice", to_char(n.effective_from, 'YYYY-MM-DD') AS "nextPriceFrom"
         FROM services s
         LEFT JOIN subscription_periods p ON p.app_id = s.app_id AND p.company_id = $1 AND p.ended_at IS NULL
         LEFT JOIN LATERAL (SELECT h.price, h.effective_from FROM service_price_history h
                             WHERE h.app_id = s.app_id AND h.effective_from > (now() AT TIME ZONE 'Asia/Kolkata')::date
                             ORDER BY h.effective_from LIMIT 1) n ON true
        ORDER BY s.sort_order, s.app_id`,
      [companyId],
    );
    return rows;
  }

  async service(appId: number): Promise<Omit<ServiceRow, 'id' | 'isSubscribed' | 'nextPrice' | 'nextPriceFrom'> | null> {
    const { rows } = await sql<Omit<ServiceRow, 'id' | 'isSubscribed' | 'nextPrice' | 'nextPriceFrom'>>(`SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.app_id = $1`, [appId]);
    return rows[0] ?? null;
  }

  /**
   * Marks the company subscribed; false when it already was. The primary key of company_applications
   * serialises two parallel subscribes: the second waits, then inserts nothing.
   */
  async open(companyId: number, appId: number, userId: number): Promise<number | null> {
    const inserted = await sql(
      `INSERT INTO company_applications (company_id, application_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [companyId, appId],
    );
    if (inserted.rows.length === 0) return null;
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO subscription_periods (company_id, app_id, started_by) VALUES ($1, $2, $3) RETURNING id`,
      [companyId, appId, userId],
    );
    return Number(rows[0].id);
  }

  /** Ends the subscription; false when there was none. */
  async close(companyId: number, appId: number, userId: number): Promise<boolean> {
    const deleted = await sql(
      `DELETE FROM company_applications WHERE company_id = $1 AND application_id = $2 RETURNING 1`,
      [companyId, appId],
    );
    if (deleted.rows.length === 0) return false;
    await sql(
      `UPDATE subscription_periods SET ended_at = now(), ended_by = $3
        WHERE company_id = $1 AND app_id = $2 AND ended_at IS NULL`,
      [companyId, appId, userId],
    );
    return true;
  }

  /** Ends every subscription of the company now; answers the services that were subscribed. */
  async closeAll(companyId: number, userId: number | null): Promise<number[]> {
    const deleted = await sql<{ application_id: number }>(
      `DELETE FROM company_applications WHERE company_id = $1 RETURNING application_id`,
      [companyId],
    );
    await sql(
      `UPDATE subscription_periods SET ended_at = now(), ended_by = $2 WHERE company_id = $1 AND ended_at IS NULL`,
      [companyId, userId],
    );
    return deleted.rows.map((r) => Number(r.application_id)).sort((a, b) => a - b);
  }

  async addHistory(companyId: number, target: { appId: number } | { apiKeyId: number }, message: string, user: { id: number | null; name: string }): Promise<void> {
    await sql(
      `INSERT INTO subscription_history (company_id, app_id, api_key_id, message, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [companyId, 'appId' in target ? target.appId : null, 'apiKeyId' in target ? target.apiKeyId : null, message, user.id, user.name],
    );
  }

  async history(companyId: number, target: { appId: number } | { apiKeyId: number }): Promise<HistoryRow[]> {
    const [column, value] = 'appId' in target ? ['app_id', target.appId] : ['api_key_id', target.apiKeyId];
    const { rows } = await sql<HistoryRow & { id: string }>(
      `SELECT id, message, created_by_name AS "createdBy", created_at AS "createdOn"
         FROM subscription_history WHERE company_id = $1 AND ${column} = $2
        ORDER BY id DESC LIMIT 200`,
      [companyId, value],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  /** Availability only: a price changes through the price history (ServicePricesService), from a day. */
  async updateService(appId: number, patch: { available?: boolean }): Promise<boolean> {
    const { rows } = await sql(
      `UPDATE services SET available = COALESCE($2, available) WHERE app_id = $1 RETURNING 1`,
      [appId, patch.available ?? null],
    );
    return rows.length > 0;
  }

  async activeCount(companyId: number): Promise<number> {
    const { rows } = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM company_applications WHERE company_id = $1`, [companyId]);
    return rows[0].n;
  }
}
