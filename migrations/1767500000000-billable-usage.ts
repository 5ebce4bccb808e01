import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 30 item 1: only served calls are metered. Every /api/v1 call stays in the log with whether it is
 * billable and, when not, why (bad input, refused key, not subscribed, not found, rate limited, a server
 * error, an operation that is never charged). api_usage_monthly now counts billable calls only (what the
 * invoice reads); api_usage_daily counts every call per day, API key, service and outcome (the usage page,
 * the estimate, the spending alert). Months not invoiced yet are recounted from the log: refused calls
 * already metered there are taken off before the next invoice. A company's monthly spending alert lives in
 * billing_spending_alerts.
 */
export class BillableUsage1767500000000 implements MigrationInterface {
  name = 'BillableUsage1767500000000';

  async up(q: QueryRunner): Promise<void> {
    // Null for calls logged before this change: their outcome was never recorded.
    await q.query(`ALTER TABLE api_logs ADD COLUMN billable boolean, ADD COLUMN unbilled_reason varchar(24)`);

    await q.query(`CREATE TABLE api_usage_daily (
      company_id bigint NOT NULL REFERENCES companies(id),
      day date NOT NULL,
      app_id integer NOT NULL,
      api_key_id bigint NOT NULL,
      outcome varchar(24) NOT NULL,
      calls bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (company_id, day, app_id, api_key_id, outcome)
    )`);
    await enableTenantRls(q, 'api_usage_daily');

    // The months still to invoice: recounted from the log as served (2xx) calls only.
    await q.query(`UPDATE api_usage_monthly u
         SET calls = (SELECT count(*) FROM api_logs l
                       WHERE l.company_id = u.company_id AND l.app_id = u.app_id AND l.status BETWEEN 200 AND 299
                         AND l.created_at >= (u.month::timestamp AT TIME ZONE 'Asia/Kolkata')
                         AND l.created_at < ((u.month + interval '1 month')::timestamp AT TIME ZONE 'Asia/Kolkata'))
       WHERE NOT EXISTS (SELECT 1 FROM billing_invoices i WHERE i.company_id = u.company_id AND i.invoice_month = u.month)`);
    // The current and the previous month's calls per day, key and outcome, from the log.
    await q.query(`INSERT INTO api_usage_daily (company_id, day, app_id, api_key_id, outcome, calls)
       SELECT company_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date, app_id, COALESCE(api_key_id, 0),
              CASE WHEN status BETWEEN 200 AND 299 THEN 'BILLABLE' WHEN status = 401 THEN 'KEY_REFUSED' WHEN status = 403 THEN 'FORBIDDEN'
                   WHEN status = 404 THEN 'NOT_FOUND' WHEN status = 429 THEN 'RATE_LIMITED' WHEN status >= 500 THEN 'SERVER_ERROR'
                   WHEN status BETWEEN 400 AND 499 THEN 'INVALID_INPUT' ELSE 'OTHER' END, count(*)
         FROM api_logs
        WHERE created_at >= (date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') - interval '1 month') AT TIME ZONE 'Asia/Kolkata'
        GROUP BY 1, 2, 3, 4, 5`);

    await q.query(`CREATE TABLE billing_spending_alerts (
      company_id bigint PRIMARY KEY REFERENCES companies(id),
      monthly_limit numeric(14,2) NOT NULL CHECK (monthly_limit > 0),
      alerted_month date,
      alerted_percent smallint NOT NULL DEFAULT 0,
      modified_at timestamptz NOT NULL DEFAULT now()
    )`);
    await enableTenantRls(q, 'billing_spending_alerts');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS billing_spending_alerts`);
    await q.query(`DROP TABLE IF EXISTS api_usage_daily`);
    await q.query(`ALTER TABLE api_logs DROP COLUMN IF EXISTS billable, DROP COLUMN IF EXISTS unbilled_reason`);
  }
}
