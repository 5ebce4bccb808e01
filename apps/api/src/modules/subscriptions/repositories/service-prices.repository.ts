import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, isoDate, select, storedColumns } from '../../../core/database/typed-select.js';

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

const h = columnsOf('service_price_history', 'h');
const PRICE = {
  id: int(h.id), appId: h.app_id, price: h.price, effectiveFrom: isoDate(h.effective_from), changedBy: h.changed_by_name, createdOn: h.created_at,
};
const HISTORY = select<PriceHistoryRow>(PRICE, 'FROM service_price_history h WHERE h.app_id = $1 ORDER BY h.effective_from DESC LIMIT 200');
const PRICE_BY_ID = select<PriceHistoryRow & { notified: boolean; previous: string | null }>(
  {
    ...PRICE, notified: expr<boolean>('h.notified_at IS NOT NULL'),
    // The price the day before it took effect: what subscribers paid until then (a function, typed here).
    previous: expr<string | null>('service_price_on(h.app_id, h.effective_from - 1)::text'),
  },
  'FROM service_price_history h WHERE h.id = $1',
);
const PRICE_ID = storedColumns('service_price_history', ['id']);
const c = columnsOf('companies', 'c');
const SUBSCRIBERS = select<PriceSubscriber>(
  { companyId: int(c.id), name: c.name, contactEmail: c.contact_email },
  `FROM companies c
        WHERE NOT c.is_provider
          AND EXISTS (SELECT 1 FROM subscription_periods p WHERE p.company_id = c.id AND p.app_id = $1 AND p.ended_at IS NULL)
        ORDER BY c.id`,
);

/** service_price_history (platform data): every price a service had and the day it took effect. */
@Injectable()
export class ServicePricesRepository {
  /**
   * Records a price from a day; a change already scheduled for that same day is replaced (one price per
   * service and day). Answers the row and the price in force the day before (what subscribers paid).
   */
  async schedule(appId: number, price: string, effectiveFrom: string, user: { id: number; name: string }): Promise<{ id: number; previous: string | null }> {
    const { rows: before } = await sql<{ price: string | null }>(`SELECT service_price_on($1, $2::date - 1)::text AS price`, [appId, effectiveFrom]);
    const { rows } = await sql(
      PRICE_ID.returning(`INSERT INTO service_price_history (app_id, price, effective_from, changed_by, changed_by_name)
       VALUES ($1, $2::numeric, $3::date, $4, $5)
       ON CONFLICT ON CONSTRAINT service_price_history_day_uq
       DO UPDATE SET price = EXCLUDED.price, changed_by = EXCLUDED.changed_by, changed_by_name = EXCLUDED.changed_by_name,
                     created_at = now(), notified_at = NULL`),
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
    const { rows } = await sql(HISTORY, [appId]);
    return rows;
  }

  async find(id: number, forUpdate = false): Promise<(PriceHistoryRow & { notified: boolean; previous: string | null }) | null> {
    const { rows } = await sql(forUpdate ? PRICE_BY_ID.and('FOR UPDATE') : PRICE_BY_ID, [id]);
    return rows[0] ?? null;
  }

  async notified(id: number): Promise<void> {
    await sql(`UPDATE service_price_history SET notified_at = now() WHERE id = $1`, [id]);
  }

  /** Companies subscribed to the service now (platform context): who pays the price. */
  async subscribers(appId: number): Promise<PriceSubscriber[]> {
    const { rows } = await sql(SUBSCRIBERS, [appId]);
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
