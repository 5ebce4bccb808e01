import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * The provider's offer (platform data), subscription periods and history, API keys, the /api/v1 call log and
 * its monthly meter. company_applications (platform identity) stays the "subscribed now" set the menu reads;
 * subscription_periods keep every start/end because billing charges by them.
 */
export class ServicesSubscriptions1764400000000 implements MigrationInterface {
  name = 'ServicesSubscriptions1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE services (
      app_id integer PRIMARY KEY,
      name varchar(60) NOT NULL,
      description varchar(500) NOT NULL,
      type smallint NOT NULL CHECK (type IN (0, 1)),
      available boolean NOT NULL DEFAULT true,
      price numeric(14,2) NOT NULL DEFAULT 0 CHECK (price >= 0),
      currency char(3) NOT NULL DEFAULT 'INR',
      price_label varchar(60) NOT NULL,
      payment_cycle varchar(20) NOT NULL DEFAULT 'MONTHLY',
      sort_order integer NOT NULL
    )`);
    await q.query(`INSERT INTO services (app_id, name, description, type, available, price, price_label, payment_cycle, sort_order) VALUES
      (1, 'HTML To PDF', 'Convert HTML pages and templates into print-ready PDF documents through a single API call.', 0, true, 499.00, 'per month', 'MONTHLY', 1),
      (2, 'Face Identification', 'Register faces and identify people from a photo, for attendance kiosks and visitor desks.', 0, false, 999.00, 'per month', 'MONTHLY', 2),
      (6, 'BarCode', 'Generate Code 128, EAN-13, EAN-8, UPC-A, Code 39, ITF-14, Data Matrix and PDF417 barcodes as PNG or SVG.', 0, true, 199.00, 'per month', 'MONTHLY', 3),
      (7, 'QRCode', 'Generate QR codes (UPI payment links, URLs, text) as PNG or SVG with your size and error correction.', 0, true, 199.00, 'per month', 'MONTHLY', 4),
      (3, 'POS', 'Point of sale: catalogue, customers and suppliers, inventory, purchase orders and GST sales invoices.', 1, true, 799.00, 'per month', 'MONTHLY', 5),
      (9, 'SSL', 'Domains and SSL certificates with automatic renewal and expiry reminders.', 1, false, 299.00, 'per month', 'MONTHLY', 6),
      (10, 'HRMS', 'Employees, shifts, holidays and attendance with device clock-in.', 1, true, 699.00, 'per month', 'MONTHLY', 7)`);

    await q.query(`CREATE TABLE subscription_periods (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      app_id integer NOT NULL REFERENCES services(app_id),
      started_at timestamptz NOT NULL DEFAULT now(),
      started_by bigint REFERENCES users(id),
      ended_at timestamptz,
      ended_by bigint REFERENCES users(id),
      CHECK (ended_at IS NULL OR ended_at >= started_at)
    )`);
    // At most one open period per company and service: a double click cannot subscribe twice.
    await q.query(`CREATE UNIQUE INDEX subscription_periods_open_uq ON subscription_periods (company_id, app_id) WHERE ended_at IS NULL`);
    await q.query(`CREATE INDEX subscription_periods_company_idx ON subscription_periods (company_id, app_id, started_at)`);
    await enableTenantRls(q, 'subscription_periods');

    await q.query(`CREATE TABLE api_keys (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(60),
      key_hash char(64) NOT NULL UNIQUE,
      key_ciphertext text NOT NULL,
      key_version smallint NOT NULL,
      last4 char(4) NOT NULL,
      active boolean NOT NULL DEFAULT true,
      created_by bigint REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      modified_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX api_keys_company_idx ON api_keys (company_id, id)`);
    await enableTenantRls(q, 'api_keys');

    // History of subscriptions (app_id) and of keys (api_key_id): the message the panel shows, who, when.
    await q.query(`CREATE TABLE subscription_history (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      app_id integer REFERENCES services(app_id),
      api_key_id bigint REFERENCES api_keys(id),
      message varchar(200) NOT NULL,
      created_by bigint REFERENCES users(id),
      created_by_name varchar(120) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((app_id IS NULL) <> (api_key_id IS NULL))
    )`);
    await q.query(`CREATE INDEX subscription_history_app_idx ON subscription_history (company_id, app_id, id) WHERE app_id IS NOT NULL`);
    await q.query(`CREATE INDEX subscription_history_key_idx ON subscription_history (api_key_id, id) WHERE api_key_id IS NOT NULL`);
    await enableTenantRls(q, 'subscription_history');

    // Every /api/v1 call after key lookup. No FK on api_key_id: logs outlive nothing and must insert fast.
    await q.query(`CREATE TABLE api_logs (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      api_key_id bigint,
      app_id integer NOT NULL,
      client_ip varchar(64),
      status smallint NOT NULL,
      message varchar(200) NOT NULL,
      duration_ms integer NOT NULL,
      bytes integer NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    // The /logs page reads one company's month, newest first, optionally one app.
    await q.query(`CREATE INDEX api_logs_company_time_idx ON api_logs (company_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX api_logs_company_app_time_idx ON api_logs (company_id, app_id, created_at DESC, id DESC)`);
    await enableTenantRls(q, 'api_logs');

    await q.query(`CREATE TABLE api_usage_monthly (
      company_id bigint NOT NULL REFERENCES companies(id),
      app_id integer NOT NULL,
      month date NOT NULL,
      calls bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (company_id, app_id, month)
    )`);
    await enableTenantRls(q, 'api_usage_monthly');

    // Per-key token buckets when no Redis is configured (the embedded default); shared by every instance.
    await q.query(`CREATE TABLE api_rate_buckets (
      api_key_id bigint PRIMARY KEY,
      tokens double precision NOT NULL,
      refreshed_at timestamptz NOT NULL
    )`);

  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['api_rate_buckets', 'api_usage_monthly', 'api_logs', 'subscription_history', 'api_keys', 'subscription_periods', 'services']) {
      await q.query(`DROP TABLE IF EXISTS ${t} CASCADE`);
    }
  }
}
