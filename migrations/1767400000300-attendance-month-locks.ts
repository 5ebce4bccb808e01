import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 29 item 2: a locked month is what payroll paid. Locking stores every computed day of the month
 * (attendance_locked_days, the record as answered); while the lock stands those days are answered from there,
 * whatever changes in punches, shifts, settings or holidays. Locks and unlocks (with the reason) are kept in
 * attendance_month_lock_events.
 */
export class AttendanceMonthLocks1767400000300 implements MigrationInterface {
  name = 'AttendanceMonthLocks1767400000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE attendance_month_locks (
      company_id bigint NOT NULL REFERENCES companies(id),
      month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      locked_by bigint,
      locked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, month)
    )`);
    await enableTenantRls(q, 'attendance_month_locks');
    await q.query(`CREATE TABLE attendance_locked_days (
      company_id bigint NOT NULL REFERENCES companies(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      for_date date NOT NULL,
      record jsonb NOT NULL,
      PRIMARY KEY (company_id, employee_id, for_date)
    )`);
    await q.query(`CREATE INDEX attendance_locked_days_date_idx ON attendance_locked_days (company_id, for_date)`);
    await enableTenantRls(q, 'attendance_locked_days');
    await q.query(`CREATE TABLE attendance_month_lock_events (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      month char(7) NOT NULL,
      action varchar(6) NOT NULL CHECK (action IN ('LOCK', 'UNLOCK')),
      reason varchar(500),
      user_id bigint,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await enableTenantRls(q, 'attendance_month_lock_events');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attendance_month_lock_events`);
    await q.query(`DROP TABLE attendance_locked_days`);
    await q.query(`DROP TABLE attendance_month_locks`);
  }
}
