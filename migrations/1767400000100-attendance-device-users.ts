import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Issue 29 item 6: devices map to people. An employee carries the id the biometric device knows them by
 * (device_user_id, the device's PIN), distinct from the employee code and unique per company. A punch whose id
 * matches nobody is kept in attendance_unmatched_punches (device, id, time) until HR assigns it to an employee.
 */
export class AttendanceDeviceUsers1767400000100 implements MigrationInterface {
  name = 'AttendanceDeviceUsers1767400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hrms_employees ADD COLUMN device_user_id varchar(40)`);
    await q.query(`CREATE UNIQUE INDEX hrms_employees_device_user_uq ON hrms_employees (company_id, lower(device_user_id)) WHERE device_user_id IS NOT NULL`);
    await q.query(`CREATE TABLE attendance_unmatched_punches (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      device_id bigint NOT NULL REFERENCES attendance_devices(id),
      device_user_id varchar(40) NOT NULL,
      punch_time timestamptz NOT NULL,
      direction varchar(3) CHECK (direction IN ('IN', 'OUT')),
      source varchar(10) NOT NULL CHECK (source IN ('API', 'ICLOCK', 'KIOSK')),
      received_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, device_id, device_user_id, punch_time)
    )`);
    await q.query(`CREATE INDEX attendance_unmatched_punches_user_idx ON attendance_unmatched_punches (company_id, lower(device_user_id), punch_time)`);
    await enableTenantRls(q, 'attendance_unmatched_punches');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attendance_unmatched_punches`);
    await q.query(`DROP INDEX hrms_employees_device_user_uq`);
    await q.query(`ALTER TABLE hrms_employees DROP COLUMN device_user_id`);
  }
}
