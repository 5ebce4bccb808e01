import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { Tables } from '../../../core/database/schema.generated.js';
import { columnsOf, countOf, expr, int, isoDate, outerColumnsOf, select, storedColumns, type Selection } from '../../../core/database/typed-select.js';

/** A service as the catalogue shows it: its stored columns under their API names (price: today's, see SERVICE). */
type Service = Pick<Tables['services'], 'name' | 'description' | 'type' | 'available' | 'price' | 'currency'> & {
  appId: number;
  priceLabel: string;
  paymentCycle: string;
};

/** A service for one company: its open subscription period (id 0 when none) and the next scheduled price. */
export type ServiceRow = Service & {
  id: number;
  isSubscribed: boolean;
  nextPrice: string | null;
  nextPriceFrom: string | null;
};

export interface HistoryRow {
  id: number;
  message: string;
  createdBy: string;
  createdOn: Date;
}

const s = columnsOf('services', 's');
const SERVICE: Selection<Service> = {
  appId: s.app_id, name: s.name, description: s.description, type: s.type, available: s.available,
  /** The price in force today (India), from the price history: a change scheduled for tomorrow is not today's price. */
  price: expr<string>(`COALESCE(service_price_on(s.app_id, (now() AT TIME ZONE 'Asia/Kolkata')::date), s.price)::text`),
  currency: s.currency, priceLabel: s.price_label, paymentCycle: s.payment_cycle,
};
const next = outerColumnsOf('service_price_history', 'n');
const SERVICES_FOR = select<ServiceRow>(
  {
    id: expr<number>('COALESCE(p.id, 0)::int'), ...SERVICE, isSubscribed: expr<boolean>('(p.id IS NOT NULL)'), nextPrice: next.price,
    nextPriceFrom: isoDate(next.effective_from),
  },
  `FROM services s
         LEFT JOIN subscription_periods p ON p.app_id = s.app_id AND p.company_id = $1 AND p.ended_at IS NULL
         LEFT JOIN LATERAL (SELECT h.price, h.effective_from FROM service_price_history h
                             WHERE h.app_id = s.app_id AND h.effective_from > (now() AT TIME ZONE 'Asia/Kolkata')::date
                             ORDER BY h.effective_from LIMIT 1) n ON true
        ORDER BY s.sort_order, s.app_id`,
);
const SERVICE_BY_ID = select<Service>(SERVICE, 'FROM services s WHERE s.app_id = $1');
const PERIOD_ID = storedColumns('subscription_periods', ['id']);
const CLOSED_APPLICATIONS = storedColumns('company_applications', ['application_id']).returning('DELETE FROM company_applications WHERE company_id = $1');
const h = columnsOf('subscription_history', 'subscription_history');
const historyOf = (column: 'app_id' | 'api_key_id') => select<HistoryRow>(
  { id: int(h.id), message: h.message, createdBy: h.created_by_name, createdOn: h.created_at },
  `FROM subscription_history WHERE company_id = $1 AND ${column} = $2 ORDER BY id DESC LIMIT 200`,
);
const HISTORY = { app_id: historyOf('app_id'), api_key_id: historyOf('api_key_id') };

@Injectable()
export class SubscriptionsRepository {
  /** Every service with the company's open period (id 0 when not subscribed). */
  async servicesFor(companyId: number): Promise<ServiceRow[]> {
    const { rows } = await sql(SERVICES_FOR, [companyId]);
    return rows;
  }

  async service(appId: number): Promise<Service | null> {
    const { rows } = await sql(SERVICE_BY_ID, [appId]);
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
    const { rows } = await sql(
      PERIOD_ID.returning(`INSERT INTO subscription_periods (company_id, app_id, started_by) VALUES ($1, $2, $3)`),
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
    const deleted = await sql(CLOSED_APPLICATIONS, [companyId]);
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
    const [query, value] = 'appId' in target ? [HISTORY.app_id, target.appId] : [HISTORY.api_key_id, target.apiKeyId];
    return (await sql(query, [companyId, value])).rows;
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
    const { rows } = await sql(countOf(`FROM company_applications WHERE company_id = $1`), [companyId]);
    return rows[0].n;
  }
}
