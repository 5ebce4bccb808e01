import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls } from './lib/rls.js';

/** Personal profiles (platform-core.md 2.13): people the company presents, with contact details masked by default. */
export class PersonalProfiles1764000002100 implements MigrationInterface {
  name = 'PersonalProfiles1764000002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE personal_profiles (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name_title varchar(5) NOT NULL CHECK (name_title IN ('Mr.', 'Mrs.', 'Ms.')),
      name varchar(50) NOT NULL,
      title varchar(50) NOT NULL,
      email varchar(254) NOT NULL,
      phone varchar(10) NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
      country varchar(50) NOT NULL,
      city varchar(50) NOT NULL,
      email_masked boolean NOT NULL DEFAULT true,
      phone_masked boolean NOT NULL DEFAULT true,
      url varchar(300),
      about varchar(2000),
      skills text[] NOT NULL DEFAULT '{}',
      icon varchar(300),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX personal_profiles_email_uq ON personal_profiles (company_id, lower(email))`);
    await q.query(`CREATE INDEX personal_profiles_company_idx ON personal_profiles (company_id, id DESC)`);
    await addUpdatedAtTrigger(q, 'personal_profiles');
    await enableTenantRls(q, 'personal_profiles');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS personal_profiles`);
  }
}
