import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 item 2: prices in force. Every price a service ever had, from the day it took effect
 * (service_price_history, platform data like services: every company reads the offer). A change takes effect
 * on a day (never one already begun), and billing charges each day of use at the price in force that day.
 * The current prices are seeded as in force since long ago, so nothing billed so far changes.
 * service_price_periods(from, to) answers each service's prices within a range of days, one row per price
 * period; service_price_on(app, day) the price of one day. services.price stays "the price in force today"
 * for readers that want a single number (kept by the daily job in subscriptions).
 */
export class ServicePriceHistory1768500000000 implements MigrationInterface {
  name = 'ServicePriceHistory1768500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE service_price_history (
      id bigserial PRIMARY KEY,
      app_id integer NOT NULL REFERENCES services(app_id),
      price numeric(14,2) NOT NULL CHECK (price >= 0),
      effective_from date NOT NULL,
      changed_by bigint REFERENCES users(id),
      changed_by_name varchar(150) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- Set once the subscribers were told (the mail job's mark: a rerun sends nothing twice).
      notified_at timestamptz,
      -- A second change for the same day replaces the scheduled one (one price per service and day).
      CONSTRAINT service_price_history_day_uq UNIQUE (app_id, effective_from)
    )`);
    await q.query(`INSERT INTO service_price_history (app_id, price, effective_from, changed_by_name, notified_at)
      SELECT app_id, price, DATE '2000-01-01', 'Price before price history', now() FROM services`);

    await q.query(`CREATE FUNCTION service_price_periods(p_from date, p_to date)
      RETURNS TABLE (app_id integer, valid_from date, valid_to date, price numeric)
      LANGUAGE sql STABLE AS $fn$
        SELECT x.app_id, greatest(x.effective_from, p_from), least(coalesce(x.next_from - 1, p_to), p_to), x.price
          FROM (SELECT h.app_id, h.effective_from, h.price,
                       lead(h.effective_from) OVER (PARTITION BY h.app_id ORDER BY h.effective_from) AS next_from
                  FROM service_price_history h) x
         WHERE x.effective_from <= p_to AND (x.next_from IS NULL OR x.next_from > p_from)
      $fn$`);
    await q.query(`CREATE FUNCTION service_price_on(p_app integer, p_day date) RETURNS numeric
      LANGUAGE sql STABLE AS $fn$
        SELECT h.price FROM service_price_history h WHERE h.app_id = p_app AND h.effective_from <= p_day
         ORDER BY h.effective_from DESC LIMIT 1
      $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS service_price_on(integer, date)`);
    await q.query(`DROP FUNCTION IF EXISTS service_price_periods(date, date)`);
    await q.query(`DROP TABLE IF EXISTS service_price_history`);
  }
}
