import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 29 item 2 (frozen history): a past day is computed with the masters that were in force on it.
 *
 * - hrms_employee_shift_assignments: an employee's shift is a history (shift, effective from). Seeded with one
 *   assignment per employee, its current shift from its joining date (the only thing known about the past).
 *   hrms_employees.shift_id stays (the spec's field; read when an employee has no assignment at all).
 * - hrms_setting_versions: the day rules' settings by date. Seeded with each company's current settings effective
 *   from 1970-01-01 ("since always": they are all that is known); the rule columns then leave hrms_settings, which
 *   keeps what is not a day rule (code prefix, time zone, employee numbering), so there is one place to read.
 * Both tables join the audit trail like the other HRMS masters.
 */
const RULE_COLUMNS = `flexible_clock_in_out_minutes, absent_after_minutes, half_day_minimum_hours, full_day_minimum_hours,
  minimum_punch_gap_minutes, missing_punch_counts, hours_basis`;

const AUDITED = [
  { table: 'hrms_employee_shift_assignments', recordType: 'shift_assignment' },
  { table: 'hrms_setting_versions', recordType: 'hrms_settings_version' },
];

export class AttendanceHistory1768400000000 implements MigrationInterface {
  name = 'AttendanceHistory1768400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE hrms_employee_shift_assignments (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      shift_id bigint NOT NULL REFERENCES hrms_shifts(id),
      effective_from date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, employee_id, effective_from)
    )`);
    await q.query(`CREATE INDEX hrms_employee_shift_assignments_shift_idx ON hrms_employee_shift_assignments (shift_id)`);
    await enableTenantRls(q, 'hrms_employee_shift_assignments');
    await q.query(`INSERT INTO hrms_employee_shift_assignments (company_id, employee_id, shift_id, effective_from)
      SELECT company_id, id, shift_id, date_of_joining FROM hrms_employees`);

    await q.query(`CREATE TABLE hrms_setting_versions (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      effective_from date NOT NULL,
      flexible_clock_in_out_minutes integer NOT NULL DEFAULT 0 CHECK (flexible_clock_in_out_minutes >= 0),
      absent_after_minutes integer NOT NULL DEFAULT 0 CHECK (absent_after_minutes >= 0),
      half_day_minimum_hours numeric(4,2) NOT NULL DEFAULT 0 CHECK (half_day_minimum_hours >= 0),
      full_day_minimum_hours numeric(4,2) NOT NULL DEFAULT 0 CHECK (full_day_minimum_hours >= 0),
      minimum_punch_gap_minutes integer NOT NULL DEFAULT 5 CHECK (minimum_punch_gap_minutes BETWEEN 0 AND 720),
      missing_punch_counts varchar(10) NOT NULL DEFAULT 'HALF_DAY' CHECK (missing_punch_counts IN ('FULL_DAY', 'HALF_DAY', 'ABSENT')),
      hours_basis varchar(5) NOT NULL DEFAULT 'NET' CHECK (hours_basis IN ('NET', 'GROSS')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, effective_from)
    )`);
    await enableTenantRls(q, 'hrms_setting_versions');
    await q.query(`INSERT INTO hrms_setting_versions (company_id, effective_from, ${RULE_COLUMNS})
      SELECT company_id, DATE '1970-01-01', ${RULE_COLUMNS} FROM hrms_settings`);
    await q.query(`ALTER TABLE hrms_settings DROP COLUMN flexible_clock_in_out_minutes, DROP COLUMN absent_after_minutes,
      DROP COLUMN half_day_minimum_hours, DROP COLUMN full_day_minimum_hours, DROP COLUMN minimum_punch_gap_minutes,
      DROP COLUMN missing_punch_counts, DROP COLUMN hours_basis`);

    for (const t of AUDITED) {
      const args = `'${t.recordType}', 'company_id', 'id'`;
      await q.query(`CREATE TRIGGER ${t.table}_audit_insert AFTER INSERT ON ${t.table} REFERENCING NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_update AFTER UPDATE ON ${t.table} REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_delete AFTER DELETE ON ${t.table} REFERENCING OLD TABLE AS audit_old
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hrms_settings
      ADD COLUMN flexible_clock_in_out_minutes integer NOT NULL DEFAULT 0 CHECK (flexible_clock_in_out_minutes >= 0),
      ADD COLUMN absent_after_minutes integer NOT NULL DEFAULT 0 CHECK (absent_after_minutes >= 0),
      ADD COLUMN half_day_minimum_hours numeric(4,2) NOT NULL DEFAULT 0 CHECK (half_day_minimum_hours >= 0),
      ADD COLUMN full_day_minimum_hours numeric(4,2) NOT NULL DEFAULT 0 CHECK (full_day_minimum_hours >= 0),
      ADD COLUMN minimum_punch_gap_minutes integer NOT NULL DEFAULT 5 CHECK (minimum_punch_gap_minutes BETWEEN 0 AND 720),
      ADD COLUMN missing_punch_counts varchar(10) NOT NULL DEFAULT 'HALF_DAY' CHECK (missing_punch_counts IN ('FULL_DAY', 'HALF_DAY', 'ABSENT')),
      ADD COLUMN hours_basis varchar(5) NOT NULL DEFAULT 'NET' CHECK (hours_basis IN ('NET', 'GROSS'))`);
    // The latest version that has started is what the single record held.
    await q.query(`UPDATE hrms_settings s SET (${RULE_COLUMNS}) = (SELECT ${RULE_COLUMNS} FROM hrms_setting_versions v
      WHERE v.company_id = s.company_id AND v.effective_from <= current_date ORDER BY v.effective_from DESC LIMIT 1)
      WHERE EXISTS (SELECT 1 FROM hrms_setting_versions v WHERE v.company_id = s.company_id AND v.effective_from <= current_date)`);
    await q.query(`DROP TABLE hrms_setting_versions`);
    await q.query(`DROP TABLE hrms_employee_shift_assignments`);
  }
}
