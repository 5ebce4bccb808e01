import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/** Menu entries under HRMS (parent 50): Leave Applications and Leave Types. */
const LEAVE_MENU_ENTRIES = [54, 55];

/**
 * Issue 29 item 4: leave. Types (paid or unpaid, a yearly quota, carry forward, whether the balance may go below
 * zero), allocations per employee, type and year (the quota plus what was carried forward), and applications
 * (PENDING until HR approves or rejects; CANCELLED by the applicant or HR). `days` is stored at apply time: the
 * working days of the range (week-offs and holidays do not count), 0.5 for a half day. The tables join the audit
 * trail like migration 1767700000000.
 */
export class Leave1768300000000 implements MigrationInterface {
  name = 'Leave1768300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE leave_types (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(60) NOT NULL,
      paid boolean NOT NULL DEFAULT true,
      yearly_allocation numeric(5,1) NOT NULL DEFAULT 0 CHECK (yearly_allocation >= 0 AND yearly_allocation <= 366),
      carry_forward boolean NOT NULL DEFAULT false,
      allow_negative boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX leave_types_name_uq ON leave_types (company_id, lower(name))`);
    await enableTenantRls(q, 'leave_types');

    await q.query(`CREATE TABLE leave_allocations (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      leave_type_id bigint NOT NULL REFERENCES leave_types(id),
      year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
      allocated numeric(5,1) NOT NULL CHECK (allocated >= 0),
      carried_forward numeric(5,1) NOT NULL DEFAULT 0 CHECK (carried_forward >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT leave_allocations_uq UNIQUE (company_id, employee_id, leave_type_id, year)
    )`);
    await enableTenantRls(q, 'leave_allocations');

    await q.query(`CREATE TABLE leave_applications (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      leave_type_id bigint NOT NULL REFERENCES leave_types(id),
      from_date date NOT NULL,
      to_date date NOT NULL,
      half_day boolean NOT NULL DEFAULT false,
      days numeric(5,1) NOT NULL CHECK (days > 0),
      reason varchar(500) NOT NULL,
      state varchar(9) NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
      applied_by bigint,
      applied_at timestamptz NOT NULL DEFAULT now(),
      decided_by bigint,
      decided_at timestamptz,
      decision_note varchar(500),
      CHECK (to_date >= from_date),
      CHECK (NOT half_day OR from_date = to_date),
      CHECK (date_part('year', from_date) = date_part('year', to_date))
    )`);
    await q.query(`CREATE INDEX leave_applications_employee_idx ON leave_applications (company_id, employee_id, from_date) WHERE state IN ('PENDING', 'APPROVED')`);
    await enableTenantRls(q, 'leave_applications');

    for (const [table, recordType] of [['leave_types', 'leave_type'], ['leave_allocations', 'leave_allocation'], ['leave_applications', 'leave_application']]) {
      const args = `'${recordType}', 'company_id', 'id'`;
      await q.query(`CREATE TRIGGER ${table}_audit_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${table}_audit_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${table}_audit_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS audit_old
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    }

    await q.query(`INSERT INTO menu_entries (id, parent_id, sort_order, name, url, icon, application_id, required_user_type, permission)
      VALUES (54, 50, 4, 'Leave', '/hrms/leave', 'CalendarOutlined', 10, NULL, 'hrms.read'),
             (55, 50, 5, 'Leave Types', '/hrms/leave-types', 'TagsOutlined', 10, NULL, 'hrms.read')`);
    await q.query(`INSERT INTO role_menu_entries (company_id, role_id, menu_entry_id)
      SELECT r.company_id, r.id, m.id FROM roles r CROSS JOIN unnest($1::int[]) AS m(id) ON CONFLICT DO NOTHING`, [LEAVE_MENU_ENTRIES]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM role_menu_entries WHERE menu_entry_id = ANY($1::int[])`, [LEAVE_MENU_ENTRIES]);
    await q.query(`DELETE FROM menu_entries WHERE id = ANY($1::int[])`, [LEAVE_MENU_ENTRIES]);
    await q.query(`DROP TABLE leave_applications`);
    await q.query(`DROP TABLE leave_allocations`);
    await q.query(`DROP TABLE leave_types`);
  }
}
