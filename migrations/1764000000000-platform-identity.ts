import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls } from './lib/rls.js';

/**
 * Companies (the tenants), their users and sessions, menus and roles, plus the platform tables
 * that identity needs: captchas, login throttling, password reset tokens and the e-mail outbox.
 */
export class PlatformIdentity1764000000000 implements MigrationInterface {
  name = 'PlatformIdentity1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW.updated_at = now(); RETURN NEW; END $$`);

    await q.query(`CREATE TABLE companies (
      id bigserial PRIMARY KEY,
      name varchar(150) NOT NULL,
      address varchar(500) NOT NULL,
      contact_name varchar(100) NOT NULL,
      contact_email varchar(254) NOT NULL,
      contact_phone varchar(10) NOT NULL,
      gstin varchar(15),
      active boolean NOT NULL DEFAULT false,
      is_provider boolean NOT NULL DEFAULT false,
      activated_at timestamptz,
      deactivated_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX companies_contact_email_uq ON companies (lower(contact_email))`);
    await q.query(`CREATE UNIQUE INDEX companies_single_provider_uq ON companies (is_provider) WHERE is_provider`);
    await addUpdatedAtTrigger(q, 'companies');
    // A tenant sees its own company row; the platform sees all.
    await enableTenantRls(q, 'companies', 'id');

    await q.query(`CREATE TABLE roles (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(60) NOT NULL,
      is_admin boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, name)
    )`);
    await enableTenantRls(q, 'roles');

    await q.query(`CREATE TABLE users (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      role_id bigint REFERENCES roles(id),
      email varchar(254) NOT NULL,
      name varchar(100) NOT NULL,
      password_hash text NOT NULL,
      type varchar(20) NOT NULL CHECK (type IN ('SUPER_ADMIN', 'COMPANY_ADMIN', 'STAFF')),
      force_password_change boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      default_landing_page varchar(200),
      password_changed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // userName is the e-mail and is unique across the platform: login does not ask for a company.
    await q.query(`CREATE UNIQUE INDEX users_email_uq ON users (lower(email))`);
    await q.query(`CREATE INDEX users_company_idx ON users (company_id)`);
    await addUpdatedAtTrigger(q, 'users');
    await enableTenantRls(q, 'users');

    await q.query(`CREATE TABLE user_sessions (
      id uuid PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      user_id bigint NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip varchar(64),
      user_agent varchar(300)
    )`);
    await q.query(`CREATE INDEX user_sessions_user_idx ON user_sessions (user_id) WHERE revoked_at IS NULL`);
    await enableTenantRls(q, 'user_sessions');

    // The menu catalogue is platform data, the same for every tenant.
    await q.query(`CREATE TABLE menu_entries (
      id integer PRIMARY KEY,
      parent_id integer REFERENCES menu_entries(id),
      sort_order integer NOT NULL,
      name varchar(60) NOT NULL,
      url varchar(200),
      icon varchar(60),
      application_id integer NOT NULL DEFAULT 0,
      required_user_type varchar(20)
    )`);
    await q.query(`CREATE TABLE role_menu_entries (
      company_id bigint NOT NULL REFERENCES companies(id),
      role_id bigint NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
      menu_entry_id integer NOT NULL REFERENCES menu_entries(id),
      PRIMARY KEY (role_id, menu_entry_id)
    )`);
    await enableTenantRls(q, 'role_menu_entries');

    // Applications a company has subscribed to (POS, HRMS, SSL, APIs); drives menus.
    await q.query(`CREATE TABLE company_applications (
      company_id bigint NOT NULL REFERENCES companies(id),
      application_id integer NOT NULL,
      subscribed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, application_id)
    )`);
    await enableTenantRls(q, 'company_applications');

    await q.query(`CREATE TABLE captchas (
      id uuid PRIMARY KEY,
      answer_hash char(64) NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await q.query(`CREATE INDEX captchas_expires_idx ON captchas (expires_at)`);

    await q.query(`CREATE TABLE login_throttle (
      key varchar(300) PRIMARY KEY,
      failures integer NOT NULL DEFAULT 0,
      window_started_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz
    )`);

    await q.query(`CREATE TABLE password_reset_tokens (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      user_id bigint NOT NULL REFERENCES users(id),
      token_hash char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await enableTenantRls(q, 'password_reset_tokens');

    await q.query(`CREATE TABLE outbox_emails (
      id bigserial PRIMARY KEY,
      company_id bigint,
      to_address varchar(254) NOT NULL,
      subject varchar(300) NOT NULL,
      text_body text NOT NULL,
      html_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text
    )`);

    await q.query(`INSERT INTO menu_entries (id, parent_id, sort_order, name, url, icon, application_id, required_user_type) VALUES
      (1, NULL, 1, 'Dashboard', '/dashboard', 'DashboardOutlined', 0, NULL),
      (2, NULL, 2, 'Account', NULL, 'AccountBookOutlined', 0, NULL),
      (3, 2, 1, 'Dashboard', '/account/dashboard', 'PieChartOutlined', 0, NULL),
      (4, 2, 2, 'Chart of Accounts', '/account/accounts', 'ApartmentOutlined', 0, NULL),
      (5, 2, 3, 'Expense', '/account/EXPENSE?expenses', 'FallOutlined', 0, NULL),
      (6, 2, 4, 'Income', '/account/income?income', 'RiseOutlined', 0, NULL),
      (7, 2, 5, 'Reports', '/account/reports', 'BarChartOutlined', 0, NULL),
      (8, 2, 6, 'Financial Year', '/account/settings', 'CalendarOutlined', 0, NULL),
      (10, NULL, 3, 'Services', '/services', 'AppstoreAddOutlined', 0, NULL),
      (11, NULL, 4, 'Billing', '/billing', 'FileTextOutlined', 0, NULL),
      (12, NULL, 5, 'API Logs', '/logs', 'UnorderedListOutlined', 0, NULL),
      (13, NULL, 6, 'Developer', '/developer', 'CodeOutlined', 0, NULL),
      (14, NULL, 7, 'Personal Profiles', '/personal-profile', 'IdcardOutlined', 0, NULL),
      (15, NULL, 8, 'Companies', '/companies', 'BankOutlined', 0, 'SUPER_ADMIN'),
      (16, NULL, 9, 'WhatsApp', '/whatsapp', 'WhatsAppOutlined', 0, 'SUPER_ADMIN'),
      (30, NULL, 20, 'Catalog', NULL, 'ShopOutlined', 3, NULL),
      (31, 30, 1, 'Category', '/category', 'TagsOutlined', 3, NULL),
      (32, 30, 2, 'Product', '/product', 'ShoppingOutlined', 3, NULL),
      (33, 30, 3, 'Sales', '/sales', 'ShoppingCartOutlined', 3, NULL),
      (34, NULL, 21, 'Entities', NULL, 'TeamOutlined', 3, NULL),
      (35, 34, 1, 'Customer', '/customer', 'UserOutlined', 3, NULL),
      (36, 34, 2, 'Supplier', '/supplier', 'SolutionOutlined', 3, NULL),
      (37, NULL, 22, 'Inventory', NULL, 'InboxOutlined', 3, NULL),
      (38, 37, 1, 'Warehouse', '/inventory/warehouse', 'HomeOutlined', 3, NULL),
      (39, 37, 2, 'Purchase Order', '/inventory/purchase-order', 'ContainerOutlined', 3, NULL),
      (50, NULL, 30, 'HRMS', NULL, 'TeamOutlined', 10, NULL),
      (51, 50, 1, 'Employees', '/hrms/employees', 'UserOutlined', 10, NULL),
      (52, 50, 2, 'Attendance', '/hrms/attendance?listing', 'ScheduleOutlined', 10, NULL),
      (53, 50, 3, 'Settings', '/hrms/settings?branch', 'SettingOutlined', 10, NULL),
      (60, NULL, 40, 'SSL', '/ssl', 'SafetyCertificateOutlined', 9, NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['outbox_emails', 'password_reset_tokens', 'login_throttle', 'captchas', 'company_applications',
      'role_menu_entries', 'menu_entries', 'user_sessions', 'users', 'roles', 'companies']) {
      await q.query(`DROP TABLE IF EXISTS ${t} CASCADE`);
    }
    await q.query(`DROP FUNCTION IF EXISTS touch_updated_at()`);
  }
}
