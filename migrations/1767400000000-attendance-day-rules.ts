import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29 item 1: the settings payroll needs from a day. Punches closer than minimum_punch_gap_minutes are one
 * punch (two taps seconds apart); a day without a punch-out counts as missing_punch_counts says until it is
 * regularised; hours are NET (less the shift's break) or GROSS (first to last punch).
 */
export class AttendanceDayRules1767400000000 implements MigrationInterface {
  name = 'AttendanceDayRules1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hrms_settings
      ADD COLUMN minimum_punch_gap_minutes integer NOT NULL DEFAULT 5 CHECK (minimum_punch_gap_minutes BETWEEN 0 AND 720),
      ADD COLUMN missing_punch_counts varchar(10) NOT NULL DEFAULT 'HALF_DAY' CHECK (missing_punch_counts IN ('FULL_DAY', 'HALF_DAY', 'ABSENT')),
      ADD COLUMN hours_basis varchar(5) NOT NULL DEFAULT 'NET' CHECK (hours_basis IN ('NET', 'GROSS'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hrms_settings DROP COLUMN minimum_punch_gap_minutes, DROP COLUMN missing_punch_counts, DROP COLUMN hours_basis`);
  }
}
