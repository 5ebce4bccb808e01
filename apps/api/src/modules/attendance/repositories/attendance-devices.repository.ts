import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { HRMS_APPLICATION_ID } from '../../../core/tenancy/subscribed-application.js';
import { columnsOf, expr, int, returning, select, type Selection } from '../../../core/database/typed-select.js';
import { FilteredPage } from '../../hrms/index.js';
import type { AttendanceDeviceView } from '../dtos/attendance-device.dtos.js';

const SORTABLE: Record<string, string> = { id: 'd.id', name: 'lower(d.name)', userName: 'lower(d.user_name)' };
export const DEVICE_SORTABLE = Object.keys(SORTABLE);

const d = columnsOf('attendance_devices', 'd');
const DEVICES_FROM = 'FROM attendance_devices d';
const company = columnsOf('companies', 'c');
// pg answers the timestamps as Dates; the JSON answer is their ISO text, which is what the view declares.
const DEVICE = select<AttendanceDeviceView>({
  id: int(d.id), name: d.name, userName: d.user_name, branchId: int(d.branch_id), branch: columnsOf('hrms_branches', 'b').name, model: d.model, os: d.os,
  serialNumber: d.serial_number, lastSeenAt: expr<string | null>(d.last_seen_at.sql), loggedIn: expr<boolean>('(s.device_id IS NOT NULL)'),
  allowedAddresses: d.allowed_addresses,
  lockedUntil: expr<string | null>('(SELECT max(f.locked_until) FROM attendance_device_login_failures f WHERE f.device_id = d.id AND f.locked_until > now())'),
}, `${DEVICES_FROM} JOIN hrms_branches b ON b.id = d.branch_id LEFT JOIN attendance_device_sessions s ON s.device_id = d.id`);

/**
 * Whether the device's company may use HRMS now: active (or the provider) and subscribed to HRMS (application
 * 10, the set the menu and the console's HRMS routes read). Devices of a company that may not are refused.
 */
const COMPANY_USE = {
  allowedAddresses: d.allowed_addresses,
  companyActive: expr<boolean>(`(${company.active.sql} OR ${company.is_provider.sql})`),
  hrmsSubscribed: expr<boolean>(`EXISTS (SELECT 1 FROM company_applications a WHERE a.company_id = d.company_id AND a.application_id = ${HRMS_APPLICATION_ID})`),
} satisfies Selection<DeviceUse>;
const DEVICE_COMPANY = 'FROM attendance_devices d JOIN companies c ON c.id = d.company_id';
const CREDENTIALS = select<DeviceCredentials>({
  id: int(d.id), companyId: int(d.company_id), name: d.name, branchId: int(d.branch_id), passwordHash: d.password_hash, ...COMPANY_USE,
}, `${DEVICE_COMPANY} WHERE lower(d.user_name) = lower($1) AND ($2::bigint IS NULL OR d.company_id = $2) LIMIT 2`);
const BY_SERIAL = select<{ id: number; companyId: number } & DeviceUse>(
  { id: int(d.id), companyId: int(d.company_id), ...COMPANY_USE }, `${DEVICE_COMPANY} WHERE upper(d.serial_number) = upper($1)`,
);
const LIVE_SESSION = select<DeviceUse>(COMPANY_USE, `FROM attendance_device_sessions s JOIN attendance_devices d ON d.id = s.device_id JOIN companies c ON c.id = d.company_id
        WHERE s.company_id = $1 AND s.device_id = $2 AND s.token_hash = $3`);
const INSERT = returning<{ id: number }>(
  `INSERT INTO attendance_devices AS d (company_id, name, user_name, password_hash, branch_id, model, os, serial_number, allowed_addresses)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
  { id: int(d.id) },
);

/** What decides whether a known device may be used: its company's state and its source-address limits. */
export interface DeviceUse {
  companyActive: boolean;
  hrmsSubscribed: boolean;
  allowedAddresses: string[];
}

export interface DeviceFields {
  name: string;
  userName: string;
  passwordHash: string | null;
  branchId: number;
  model: string | null;
  os: string | null;
  serialNumber: string | null;
  /** null on edit: unchanged. */
  allowedAddresses: string[] | null;
}

export interface DeviceCredentials extends DeviceUse {
  id: number;
  companyId: number;
  name: string;
  branchId: number;
  passwordHash: string;
}

@Injectable()
export class AttendanceDevicesRepository {
  async list(companyId: number, query: ListQuery): Promise<[AttendanceDeviceView[], number]> {
    return new FilteredPage('d.company_id', companyId).search(query.search, ['d.name', 'd.user_name', 'd.serial_number'])
      .page(DEVICE, DEVICES_FROM, `${SORTABLE[query.sortBy] ?? 'd.id'} ${query.sortDirection}, d.id DESC`, query);
  }

  async find(companyId: number, id: number): Promise<AttendanceDeviceView | null> {
    return (await sql(DEVICE.and('WHERE d.company_id = $1 AND d.id = $2'), [companyId, id])).rows[0] ?? null;
  }

  /** User names are unique per company (the index is (company_id, lower(user_name))): other companies' names are not looked at. */
  async userNameTaken(companyId: number, userName: string, exceptId: number): Promise<boolean> {
    return (await sql(
      `SELECT 1 FROM attendance_devices WHERE company_id = $1 AND lower(user_name) = lower($2) AND id <> $3`, [companyId, userName, exceptId],
    )).rows.length > 0;
  }

  /** Within the company (RLS shows only its rows); the platform-wide serial index decides the rest (a plain 409). */
  async serialTaken(serial: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM attendance_devices WHERE upper(serial_number) = upper($1) AND id <> $2`, [serial, exceptId])).rows.length > 0;
  }

  /**
   * Runs in the platform context: the devices with this user name, in the given company or (no company sent)
   * in any; at most two rows, enough for the caller to tell "one" from "ambiguous".
   */
  async credentialsByUserName(userName: string, companyId: number | null): Promise<DeviceCredentials[]> {
    return (await sql(CREDENTIALS,
      [userName, companyId],
    )).rows;
  }

  async bySerial(serial: string): Promise<({ id: number; companyId: number } & DeviceUse) | null> {
    return (await sql(BY_SERIAL,
      [serial],
    )).rows[0] ?? null;
  }

  async insert(companyId: number, f: DeviceFields): Promise<number | null> {
    return (await sql(INSERT,
      [companyId, f.name, f.userName, f.passwordHash, f.branchId, f.model, f.os, f.serialNumber, f.allowedAddresses ?? []],
    )).rows[0]?.id ?? null;
  }

  async update(companyId: number, id: number, f: DeviceFields): Promise<void> {
    await sql(
      `UPDATE attendance_devices SET name = $3, user_name = $4, password_hash = COALESCE($5, password_hash), branch_id = $6, model = $7, os = $8,
              serial_number = $9, allowed_addresses = COALESCE($10, allowed_addresses)
        WHERE company_id = $1 AND id = $2`,
      [companyId, id, f.name, f.userName, f.passwordHash, f.branchId, f.model, f.os, f.serialNumber, f.allowedAddresses],
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

  /** The live session's device, with what decides whether it may be used now; null when the token is not the live one. */
  async liveSession(companyId: number, deviceId: number, tokenHash: string): Promise<DeviceUse | null> {
    return (await sql(LIVE_SESSION,
      [companyId, deviceId, tokenHash],
    )).rows[0] ?? null;
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
