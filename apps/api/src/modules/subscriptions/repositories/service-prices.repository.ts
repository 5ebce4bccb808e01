import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface PriceHistoryRow {
  id: number;
  appId: number;
  price: string;
  effectiveFrom: string;
  changedBy: string;
  createdOn: Date;
}

export interface PriceSubscriber {
  companyId: number;
  name: string;
  contactEmail: string;
}

const HISTORY_COLUMNS = `h.id::int AS id, h.app_id AS "appId", h.price::text AS price, to_char(h.effective_from, 'YYYY-MM-DD') AS "effectiveFrom",
  h.changed_by_name AS "changedBy", h.created_at AS "createdOn"`;

/** service_price_history (platform data): every price a service had and the day it took effect. */
@Injectable()
export class ServicePricesRepository {
  /**
   * Records a price from a day; a change already scheduled for that same day is replaced (one price per
   * service and day). Answers the row and the price in force the day before (what subscribers paid).
   */
  async schedule(appId: number, price: string, effectiveFrom: string, user: { id: number; name: string }): Promise<{ id: number; previous: string | null }> {
    const { rows: before } = await sql<{ price: string | null }>(`SELECT service_price_on($1, $2::date - 1)::text AS price`, [appId, effectiveFrom]);
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO service_price_history (app_id, price, effective_from, changed_by, changed_by_name)
       VALUES ($1, $2::numeric, $3::date, $4, $5)
       ON CONFLICT ON CONSTRAINT service_price_history_day_uq
       DO UPDATE SET price = EXCLUDED.price, changed_by = EXCLUDED.changed_by, changed_by_name = EXCLUDED.changed_by_name,
                     created_at = now(), notified_at = NULL
       RETURNING id`,
      [appId, price, effectiveFrom, user.id, user.name],
    );
    return { id: Number(rows[0].id), previous: before[0]?.price ?? null };
  }

  /** True when the price in force on the day is that price already. */
  async unchanged(appId: number, price: string, day: string): Promise<boolean> {
    const { rows } = await sql<{ same: boolean }>(`SELECT service_price_on($1, $3::date) = $2::numeric AS same`, [appId, price, day]);
    return rows[0]?.same === true;
  }

  async history(appId: number): Promise<PriceHistoryRow[]> {
    const { rows } = await sql<PriceHistoryRow>(
      `SELECT ${HISTORY_COLUMNS} FROM service_price_history h WHERE h.app_id = $1 ORDER BY h.effective_from DESC LIMIT 200`, [appId]);
    return rows;
  }

  async find(id: number, forUpdate = false): Promise<(PriceHistoryRow & { notified: boolean; previous: string | null }) | null> {
    const { rows } = await sql<PriceHistoryRow & { notified: boolean; previous: string | null }>(
      `SELECT ${HISTORY_COLUMNS}, h.notified_at IS NOT NULL AS notified, service_price_on(h.app_id, h.effective_from - 1)::text AS previous
         FROM service_price_history h WHERE h.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async notified(id: number): Promise<void> {
    await sql(`UPDATE service_price_history SET notified_at = now() WHERE id = $1`, [id]);
  }

  /** Companies subscribed to the service now (platform context): who pays the price. */
  async subscribers(appId: number): Promise<PriceSubscriber[]> {
    const { rows } = await sql<PriceSubscriber>(
      `SELECT c.id::int AS "companyId", c.name, c.contact_email AS "contactEmail"
         FROM companies c
        WHERE NOT c.is_provider
          AND EXISTS (SELECT 1 FROM subscription_periods p WHERE p.company_id = c.id AND p.app_id = $1 AND p.ended_at IS NULL)
        ORDER BY c.id`,
      [appId],
    );
    return rows;
  }

  /** services.price becomes the price in force today (India) for every service whose price took effect. */
  async applyDue(): Promise<number> {
    const { affected } = await sql(
      `UPDATE services s SET price = p.price
         FROM (SELECT app_id, service_price_on(app_id, (now() AT TIME ZONE 'Asia/Kolkata')::date) AS price FROM services) p
        WHERE p.app_id = s.app_id AND p.price IS NOT NULL AND p.price <> s.price`,
    );
    return affected;
  }
}
