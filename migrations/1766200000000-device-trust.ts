import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Device trust (issue 24 items 2 and 3):
 * - device user names are unique per company, not platform-wide (a clash told one tenant another's names);
 *   a device logs in with its company id when its name is used in more than one company;
 * - a device may be limited to source addresses (CIDR list; none means any address);
 * - failed device logins are counted per (device, address) and per device (scope '*'), locked for a while
 *   past their limits; the owner sees and lifts the lock. Tenant rows, so the owner reads them under RLS.
 */
export class DeviceTrust1766200000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX attendance_devices_user_uq`);
    await q.query(`CREATE UNIQUE INDEX attendance_devices_user_uq ON attendance_devices (company_id, lower(user_name))`);
    await q.query(`CREATE INDEX attendance_devices_user_name_idx ON attendance_devices (lower(user_name))`);
    await q.query(`ALTER TABLE attendance_devices ADD COLUMN allowed_addresses text[] NOT NULL DEFAULT '{}'`);

    await q.query(`CREATE TABLE attendance_device_login_failures (
      device_id bigint NOT NULL REFERENCES attendance_devices(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id),
      scope varchar(64) NOT NULL,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      PRIMARY KEY (device_id, scope)
    )`);
    await enableTenantRls(q, 'attendance_device_login_failures');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS attendance_device_login_failures`);
    await q.query(`ALTER TABLE attendance_devices DROP COLUMN IF EXISTS allowed_addresses`);
    await q.query(`DROP INDEX IF EXISTS attendance_devices_user_name_idx`);
    await q.query(`DROP INDEX attendance_devices_user_uq`);
    await q.query(`CREATE UNIQUE INDEX attendance_devices_user_uq ON attendance_devices (lower(user_name))`);
  }
}
