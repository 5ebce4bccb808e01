import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import type { AttendanceDeviceView } from '../dtos/attendance-device.dtos.js';

const SORTABLE: Record<string, string> = { id: 'd.id', name: 'lower(d.name)', userName: 'lower(d.user_name)' };
export const DEVICE_SORTABLE = Object.keys(SORTABLE);

const SELECT = `SELECT d.id::int AS id, d.name, d.user_name AS "userName", d.branch_id::int AS "branchId", b.name AS branch, d.model, d.os,
       d.serial_number AS "serialNumber", d.last_seen_at AS "lastSeenAt", (s.device_id IS NOT NULL) AS "loggedIn"
  FROM attendance_devices d JOIN hrms_branches b ON b.id = d.branch_id LEFT JOIN attendance_device_sessions s ON s.device_id = d.id`;

export interface DeviceFields {
  name: string;
  userName: string;
  passwordHash: string | null;
  branchId: number;
  model: string | null;
  os: string | null;
  serialNumber: string | null;
}

export interface DeviceCredentials {
  id: number;
  companyId: number;
  name: string;
  branchId: number;
  passwordHash: string;
}

@Injectable()
export class AttendanceDevicesRepository {
  async list(companyId: number, query: ListQuery): Promise<[AttendanceDeviceView[], number]> {
    const params: unknown[] = [companyId];
    let where = 'd.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      where += ' AND (d.name ILIKE $2 OR d.user_name ILIKE $2 OR d.serial_number ILIKE $2)';
    }
    const total = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM attendance_devices d WHERE ${where}`, params)).rows[0].n;
    const rows = (await sql<AttendanceDeviceView>(
      `${SELECT} WHERE ${where} ORDER BY ${SORTABLE[query.sortBy] ?? 'd.id'} ${query.sortDirection}, d.id DESC LIMIT ${query.size} OFFSET ${query.offset}`,
      params,
    )).rows;
    return [rows, total];
  }

  async find(companyId: number, id: number): Promise<AttendanceDeviceView | null> {
    return (await sql<AttendanceDeviceView>(`${SELECT} WHERE d.company_id = $1 AND d.id = $2`, [companyId, id])).rows[0] ?? null;
  }

  /**
   * Within the company (RLS shows only its rows); the platform-wide unique indexes decide the rest,
   * so a clash with another company's device is still a 409 without revealing that device.
   */
  async userNameTaken(userName: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM attendance_devices WHERE lower(user_name) = lower($1) AND id <> $2`, [userName, exceptId])).rows.length > 0;
  }

  async serialTaken(serial: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM attendance_devices WHERE upper(serial_number) = upper($1) AND id <> $2`, [serial, exceptId])).rows.length > 0;
  }

  /** Runs in the platform context: a device logs in by user name alone. */
  async credentialsByUserName(userName: string): Promise<DeviceCredentials | null> {
    return (await sql<DeviceCredentials>(
      `SELECT id::int AS id, company_id::int AS "companyId", name, branch_id::int AS "branchId", password_hash AS "passwordHash"
         FROM attendance_devices WHERE lower(user_name) = lower($1)`,
      [userName],
    )).rows[0] ?? null;
  }

  async bySerial(serial: string): Promise<{ id: number; companyId: number } | null> {
    return (await sql<{ id: number; companyId: number }>(
      `SELECT id::int AS id, company_id::int AS "companyId" FROM attendance_devices WHERE upper(serial_number) = upper($1)`,
      [serial],
    )).rows[0] ?? null;
  }

  async insert(companyId: number, f: DeviceFields): Promise<number | null> {
    return (await sql<{ id: number }>(
      `INSERT INTO attendance_devices (company_id, name, user_name, password_hash, branch_id, model, os, serial_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id::int AS id`,
      [companyId, f.name, f.userName, f.passwordHash, f.branchId, f.model, f.os, f.serialNumber],
    )).rows[0]?.id ?? null;
  }

  async update(companyId: number, id: number, f: DeviceFields): Promise<void> {
    await sql(
      `UPDATE attendance_devices SET name = $3, user_name = $4, password_hash = COALESCE($5, password_hash), branch_id = $6, model = $7, os = $8, serial_number = $9
        WHERE company_id = $1 AND id = $2`,
      [companyId, id, f.name, f.userName, f.passwordHash, f.branchId, f.model, f.os, f.serialNumber],
    );
  }

  /** Replaces the device's one session: the previous token stops working in the same commit. */
  async replaceSession(companyId: number, deviceId: number, tokenHash: string): Promise<void> {
    await sql(
      `INSERT INTO attendance_device_sessions (device_id, company_id, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (device_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
      [deviceId, companyId, tokenHash],
    );
    await this.touch(companyId, deviceId);
  }

  async endSession(companyId: number, deviceId: number): Promise<void> {
    await sql(`DELETE FROM attendance_device_sessions WHERE company_id = $1 AND device_id = $2`, [companyId, deviceId]);
  }

  async sessionMatches(companyId: number, deviceId: number, tokenHash: string): Promise<boolean> {
    return (await sql(
      `SELECT 1 FROM attendance_device_sessions WHERE company_id = $1 AND device_id = $2 AND token_hash = $3`,
      [companyId, deviceId, tokenHash],
    )).rows.length > 0;
  }

  /**
   * Last contact, at most once a minute: concurrent punches of one device would otherwise queue on the
   * device row's lock (an UPDATE whose WHERE does not match takes no row lock).
   */
  async touch(companyId: number, deviceId: number): Promise<void> {
    await sql(
      `UPDATE attendance_devices SET last_seen_at = now()
        WHERE company_id = $1 AND id = $2 AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute')`,
      [companyId, deviceId],
    );
  }

  async noteUnknownSerial(serial: string, address: string | null): Promise<void> {
    await sql(
      `INSERT INTO iclock_unknown_serials (serial_number, last_address) VALUES ($1, $2)
       ON CONFLICT (serial_number) DO UPDATE SET hits = iclock_unknown_serials.hits + 1, last_address = EXCLUDED.last_address, last_seen_at = now()`,
      [serial.slice(0, 64), address?.slice(0, 64) ?? null],
    );
  }
}
