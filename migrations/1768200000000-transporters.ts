import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls } from './lib/rls.js';

/**
 * Saved transporters (issue 28 item 4): who usually carries a company's goods, picked by id when an e-way bill is
 * made (the query's own transport values override the saved ones). The transporter id is the transporter's GSTIN or
 * TRANSIN (15 characters), as the e-way bill portal's transporterId. Audited like the other business tables.
 */
export class Transporters1768200000000 implements MigrationInterface {
  name = 'Transporters1768200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE transporters (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(100) NOT NULL,
      transporter_gstin varchar(15),
      transport_mode varchar(4) NOT NULL DEFAULT 'ROAD' CHECK (transport_mode IN ('ROAD', 'RAIL', 'AIR', 'SHIP')),
      vehicle_no varchar(20),
      distance_km integer CHECK (distance_km BETWEEN 0 AND 4000),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id)
    )`);
    await q.query(`CREATE UNIQUE INDEX transporters_name_uq ON transporters (company_id, lower(name))`);
    await addUpdatedAtTrigger(q, 'transporters');
    await enableTenantRls(q, 'transporters');
    const args = `'transporter', 'company_id', 'id'`;
    await q.query(`CREATE TRIGGER transporters_audit_insert AFTER INSERT ON transporters REFERENCING NEW TABLE AS audit_new
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    await q.query(`CREATE TRIGGER transporters_audit_update AFTER UPDATE ON transporters REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    await q.query(`CREATE TRIGGER transporters_audit_delete AFTER DELETE ON transporters REFERENCING OLD TABLE AS audit_old
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE transporters`);
  }
}
