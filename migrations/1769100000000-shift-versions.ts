import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 29 item 2 (frozen history, the rest): a shift's definition is dated like the settings. hrms_shift_versions
 * holds what a day is computed with (start, end, break, breaks allowed, week-off) from an effective date; editing a
 * shift starts a version, so a past day keeps the times in force on it. Each existing shift gets its current
 * definition as a version "since always" (1970-01-01: all that is known about its past). hrms_shifts keeps the name,
 * face attendance and the columns of the spec's answer (the definition in force on the day of the last save).
 * The table joins the audit trail like the other HRMS masters.
 */
export class ShiftVersions1769100000000 implements MigrationInterface {
  name = 'ShiftVersions1769100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE hrms_shift_versions (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      shift_id bigint NOT NULL REFERENCES hrms_shifts(id),
      effective_from date NOT NULL,
      start_time time NOT NULL,
      end_time time NOT NULL,
      break_time integer NOT NULL DEFAULT 0 CHECK (break_time >= 0),
      allow_breaks boolean NOT NULL DEFAULT false,
      week_off varchar(100) NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, shift_id, effective_from)
    )`);
    await q.query(`CREATE INDEX hrms_shift_versions_shift_idx ON hrms_shift_versions (shift_id, effective_from)`);
    await enableTenantRls(q, 'hrms_shift_versions');
    await q.query(`INSERT INTO hrms_shift_versions (company_id, shift_id, effective_from, start_time, end_time, break_time, allow_breaks, week_off)
      SELECT company_id, id, DATE '1970-01-01', start_time, end_time, break_time, allow_breaks, week_off FROM hrms_shifts`);
    const args = `'shift_version', 'company_id', 'id'`;
    await q.query(`CREATE TRIGGER hrms_shift_versions_audit_insert AFTER INSERT ON hrms_shift_versions REFERENCING NEW TABLE AS audit_new
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    await q.query(`CREATE TRIGGER hrms_shift_versions_audit_update AFTER UPDATE ON hrms_shift_versions REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    await q.query(`CREATE TRIGGER hrms_shift_versions_audit_delete AFTER DELETE ON hrms_shift_versions REFERENCING OLD TABLE AS audit_old
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The definition in force today is what the single row held.
    await q.query(`UPDATE hrms_shifts s SET (start_time, end_time, break_time, allow_breaks, week_off) = (
      SELECT v.start_time, v.end_time, v.break_time, v.allow_breaks, v.week_off FROM hrms_shift_versions v
       WHERE v.shift_id = s.id AND v.effective_from <= current_date ORDER BY v.effective_from DESC LIMIT 1)
      WHERE EXISTS (SELECT 1 FROM hrms_shift_versions v WHERE v.shift_id = s.id AND v.effective_from <= current_date)`);
    await q.query(`DROP TABLE hrms_shift_versions`);
  }
}
