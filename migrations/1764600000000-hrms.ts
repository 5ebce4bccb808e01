import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls } from './lib/rls.js';

/**
 * HR management: organisation masters (branches, departments, designations), the single settings
 * record per company, shifts, holidays, employees; attendance devices with their one live session,
 * and punches. Attendance itself is computed from punches (see modules/attendance); the only stored
 * result is the nightly day mark.
 */
export class Hrms1764600000000 implements MigrationInterface {
  name = 'Hrms1764600000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['hrms_branches', 'hrms_departments', 'hrms_designations']) {
      await q.query(`CREATE TABLE ${table} (
        id bigserial PRIMARY KEY,
        company_id bigint NOT NULL REFERENCES companies(id),
        name varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_name_uq ON ${table} (company_id, lower(name))`);
      await enableTenantRls(q, table);
    }

    // One row per company; next_employee_number is the gap-free counter behind generated codes.
    await q.query(`CREATE TABLE hrms_settings (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL UNIQUE REFERENCES companies(id),
      employee_code_prefix varchar(20) NOT NULL DEFAULT '',
      flexible_clock_in_out_minutes integer NOT NULL DEFAULT 0 CHECK (flexible_clock_in_out_minutes >= 0),
      absent_after_minutes integer NOT NULL DEFAULT 0 CHECK (absent_after_minutes >= 0),
      half_day_minimum_hours numeric(4,2) NOT NULL DEFAULT 0 CHECK (half_day_minimum_hours >= 0),
      full_day_minimum_hours numeric(4,2) NOT NULL DEFAULT 0 CHECK (full_day_minimum_hours >= 0),
      time_zone varchar(64) NOT NULL DEFAULT 'Asia/Kolkata',
      next_employee_number integer NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await enableTenantRls(q, 'hrms_settings');
    await addUpdatedAtTrigger(q, 'hrms_settings');

    await q.query(`CREATE TABLE hrms_shifts (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(100) NOT NULL,
      start_time time NOT NULL,
      end_time time NOT NULL,
      break_time integer NOT NULL DEFAULT 0 CHECK (break_time >= 0),
      allow_breaks boolean NOT NULL DEFAULT false,
      face_attendance boolean NOT NULL DEFAULT false,
      week_off varchar(100) NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX hrms_shifts_name_uq ON hrms_shifts (company_id, lower(name))`);
    await enableTenantRls(q, 'hrms_shifts');

    await q.query(`CREATE TABLE hrms_holidays (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(100) NOT NULL,
      holiday_type varchar(10) NOT NULL CHECK (holiday_type IN ('NATIONAL', 'REGIONAL', 'OPTIONAL', 'COMPANY')),
      holiday_date date NOT NULL,
      description varchar(500),
      branch_id bigint REFERENCES hrms_branches(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((holiday_type = 'REGIONAL') = (branch_id IS NOT NULL))
    )`);
    await q.query(`CREATE INDEX hrms_holidays_date_idx ON hrms_holidays (company_id, holiday_date)`);
    await enableTenantRls(q, 'hrms_holidays');

    await q.query(`CREATE TABLE hrms_employees (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      first_name varchar(100) NOT NULL,
      middle_name varchar(100),
      last_name varchar(100) NOT NULL,
      mother_name varchar(100),
      date_of_joining date NOT NULL,
      date_of_birth date NOT NULL,
      email varchar(254) NOT NULL,
      phone varchar(20),
      gender varchar(20),
      employee_code varchar(40) NOT NULL,
      marital_status varchar(10),
      blood_group varchar(20),
      status varchar(12) NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'RESIGNED', 'TERMINATED', 'INACTIVE')),
      branch_id bigint NOT NULL REFERENCES hrms_branches(id),
      department_id bigint REFERENCES hrms_departments(id),
      designation_id bigint REFERENCES hrms_designations(id),
      reporting_manager_id bigint REFERENCES hrms_employees(id),
      shift_id bigint NOT NULL REFERENCES hrms_shifts(id),
      lwd date,
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (reporting_manager_id IS NULL OR reporting_manager_id <> id)
    )`);
    await q.query(`CREATE UNIQUE INDEX hrms_employees_code_uq ON hrms_employees (company_id, lower(employee_code))`);
    await enableTenantRls(q, 'hrms_employees');
    await addUpdatedAtTrigger(q, 'hrms_employees');

    // Devices log in across tenants (no CompanyId header), so user names and serials are unique platform-wide.
    await q.query(`CREATE TABLE attendance_devices (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      name varchar(100) NOT NULL,
      user_name varchar(100) NOT NULL,
      password_hash varchar(200) NOT NULL,
      branch_id bigint NOT NULL REFERENCES hrms_branches(id),
      model varchar(100),
      os varchar(100),
      serial_number varchar(64),
      last_seen_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX attendance_devices_user_uq ON attendance_devices (lower(user_name))`);
    await q.query(`CREATE UNIQUE INDEX attendance_devices_serial_uq ON attendance_devices (upper(serial_number)) WHERE serial_number IS NOT NULL`);
    await enableTenantRls(q, 'attendance_devices');

    // One row per device: a new login replaces the token hash, which ends the previous session at once.
    await q.query(`CREATE TABLE attendance_device_sessions (
      device_id bigint PRIMARY KEY REFERENCES attendance_devices(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id),
      token_hash char(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await enableTenantRls(q, 'attendance_device_sessions');

    await q.query(`CREATE TABLE attendance_punches (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      device_id bigint NOT NULL REFERENCES attendance_devices(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      punch_time timestamptz NOT NULL,
      direction varchar(3) CHECK (direction IN ('IN', 'OUT')),
      source varchar(10) NOT NULL CHECK (source IN ('API', 'ICLOCK', 'KIOSK')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, device_id, employee_id, punch_time)
    )`);
    await q.query(`CREATE INDEX attendance_punches_time_idx ON attendance_punches (company_id, punch_time, employee_id)`);
    await enableTenantRls(q, 'attendance_punches');

    // The nightly mark of a finished day; punches arriving later for that day re-mark it.
    await q.query(`CREATE TABLE attendance_day_marks (
      company_id bigint NOT NULL REFERENCES companies(id),
      employee_id bigint NOT NULL REFERENCES hrms_employees(id),
      for_date date NOT NULL,
      day_type varchar(8) NOT NULL,
      clock_in timestamptz,
      clock_out timestamptz,
      hours numeric(5,2) NOT NULL DEFAULT 0,
      remark varchar(40) NOT NULL,
      marked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, employee_id, for_date)
    )`);
    await enableTenantRls(q, 'attendance_day_marks');

    // ADMS pushes from serial numbers no company registered: platform data, for the operator to see.
    await q.query(`CREATE TABLE iclock_unknown_serials (
      serial_number varchar(64) PRIMARY KEY,
      hits integer NOT NULL DEFAULT 1,
      last_address varchar(64),
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['iclock_unknown_serials', 'attendance_day_marks', 'attendance_punches', 'attendance_device_sessions', 'attendance_devices',
      'hrms_employees', 'hrms_holidays', 'hrms_shifts', 'hrms_settings', 'hrms_designations', 'hrms_departments', 'hrms_branches']) {
      await q.query(`DROP TABLE IF EXISTS ${t} CASCADE`);
    }
  }
}
