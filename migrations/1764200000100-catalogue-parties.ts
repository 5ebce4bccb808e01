import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls } from './lib/rls.js';

/**
 * The catalogue (categories with GST defaults, products) and the parties (customers, suppliers).
 * Cross-table references are composite (company_id, id) so a row can never point at another
 * tenant's category or state of affairs, whatever the service layer does.
 */
export class CatalogueParties1764200000100 implements MigrationInterface {
  name = 'CatalogueParties1764200000100';

  async up(q: QueryRunner): Promise<void> {
    const cess = (prefix = '') => `
      ${prefix}cess_applicable boolean NOT NULL DEFAULT false,
      ${prefix}cess_type varchar(10) NOT NULL DEFAULT 'NONE' CHECK (${prefix}cess_type IN ('NONE', 'FIXED', 'PERCENT')),
      ${prefix}cess_value numeric(12,3) NOT NULL DEFAULT 0 CHECK (${prefix}cess_value >= 0),
      CHECK ((${prefix}cess_applicable AND ${prefix}cess_type <> 'NONE') OR (NOT ${prefix}cess_applicable AND ${prefix}cess_type = 'NONE' AND ${prefix}cess_value = 0))`;

    await q.query(`CREATE TABLE categories (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(100) NOT NULL,
      description varchar(500),
      tax_percent numeric(5,2) NOT NULL DEFAULT 0 CHECK (tax_percent >= 0 AND tax_percent <= 100),
      hsn varchar(8),
      ${cess()},
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    )`);
    await q.query(`CREATE UNIQUE INDEX categories_name_uq ON categories (company_id, lower(name))`);
    await addUpdatedAtTrigger(q, 'categories');
    await enableTenantRls(q, 'categories');

    await q.query(`CREATE TABLE products (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      category_id bigint NOT NULL,
      name varchar(100) NOT NULL,
      description varchar(500),
      mrp numeric(14,2) NOT NULL CHECK (mrp > 0),
      pp numeric(14,2) NOT NULL CHECK (pp > 0),
      sp numeric(14,2) NOT NULL CHECK (sp > 0),
      tax_percent numeric(5,2) NOT NULL DEFAULT 0 CHECK (tax_percent >= 0 AND tax_percent <= 100),
      hsn varchar(8),
      ${cess()},
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      CHECK (pp <= sp AND sp <= mrp),
      FOREIGN KEY (company_id, category_id) REFERENCES categories (company_id, id)
    )`);
    await q.query(`CREATE UNIQUE INDEX products_name_uq ON products (company_id, lower(name))`);
    await q.query(`CREATE INDEX products_category_idx ON products (company_id, category_id)`);
    await addUpdatedAtTrigger(q, 'products');
    await enableTenantRls(q, 'products');

    for (const table of ['customers', 'suppliers']) {
      await q.query(`CREATE TABLE ${table} (
        id bigserial PRIMARY KEY,
        company_id bigint NOT NULL REFERENCES companies(id),
        name varchar(150) NOT NULL,
        contact_person varchar(100),
        email varchar(254),
        phone varchar(10),
        address_line1 varchar(200),
        address_line2 varchar(200),
        city varchar(100),
        state_id integer NOT NULL REFERENCES states(id),
        pincode varchar(6),
        country_id integer NOT NULL DEFAULT 1 REFERENCES countries(id),
        gstin varchar(15),
        pan_number varchar(10),
        registration_type varchar(20) NOT NULL DEFAULT 'Unregistered'
          CHECK (registration_type IN ('Unregistered', 'REGULAR', 'COMPOSITION')),
        credit_limit numeric(14,2) NOT NULL DEFAULT 0 CHECK (credit_limit >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (company_id, id),
        -- A GSTIN's first two digits are its state's GST code, which is the state id here.
        CHECK (gstin IS NULL OR substr(gstin, 1, 2)::integer = state_id)
      )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_gstin_uq ON ${table} (company_id, gstin) WHERE gstin IS NOT NULL`);
      await addUpdatedAtTrigger(q, table);
      await enableTenantRls(q, table);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['suppliers', 'customers', 'products', 'categories']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
