import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 29 item 3: a day marked by hand overrides the computed one (attendance_manual_marks: status, optional
 * in and out time, the reason, who and when), and employees may ask for a correction (attendance_regularisations:
 * PENDING until HR approves, which writes the manual mark, or rejects).
 */
export class AttendanceManualMarks1767400000200 implements MigrationInterface {
  name = 'AttendanceManualMarks1767400000200';

  async up(q: QueryRunner): Promise<void> {
    const statuses = `'PRESENT', 'ABSENT', 'HALF_DAY', 'ON_LEAVE', 'WEEK_OFF', 'HOLIDAY'`;
    await q.query(`CREATE TABLE attendance_manual_marks (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      for_date date NOT NULL,
      status varchar(10) NOT NULL CHECK (status IN (${statuses})),
      in_time time,
      out_time time,
      reason varchar(500) NOT NULL,
      source varchar(14) NOT NULL DEFAULT 'HR' CHECK (source IN ('HR', 'REGULARISATION')),
      marked_by bigint,
      marked_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, employee_id, for_date)
    )`);
    await enableTenantRls(q, 'attendance_manual_marks');
    await q.query(`CREATE TABLE attendance_regularisations (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      for_date date NOT NULL,
      status varchar(10) NOT NULL CHECK (status IN (${statuses})),
      in_time time,
      out_time time,
      reason varchar(500) NOT NULL,
      state varchar(8) NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED')),
      applied_by bigint,
      applied_at timestamptz NOT NULL DEFAULT now(),
      decided_by bigint,
      decided_at timestamptz,
      decision_note varchar(500)
    )`);
    // One open request per employee and day.
    await q.query(`CREATE UNIQUE INDEX attendance_regularisations_open_uq ON attendance_regularisations (company_id, employee_id, for_date) WHERE state = 'PENDING'`);
    await enableTenantRls(q, 'attendance_regularisations');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attendance_regularisations`);
    await q.query(`DROP TABLE attendance_manual_marks`);
  }
}
