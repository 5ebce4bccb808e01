import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, select } from '../../../core/database/typed-select.js';
import type { AttendanceRecordView } from '../dtos/attendance.dtos.js';

export interface LatePunchRow {
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  deviceName: string;
  punchTime: Date;
  receivedAt: Date;
}

const l = columnsOf('attendance_month_locks', 'l');
const LOCK_STATUS = select<{ lockedAt: Date; lockedBy: number | null; days: number }>({
  lockedAt: l.locked_at, lockedBy: int(l.locked_by),
  days: expr<number>(`(SELECT count(*)::int FROM attendance_locked_days d WHERE d.company_id = l.company_id AND to_char(d.for_date, 'YYYY-MM') = l.month)`),
}, 'FROM attendance_month_locks l WHERE l.company_id = $1 AND l.month = $2');
const ev = columnsOf('attendance_month_lock_events', 'ev');
const EVENTS = select<{ action: string; reason: string | null; userId: number | null; at: Date }>(
  { action: ev.action, reason: ev.reason, userId: int(ev.user_id), at: ev.at },
  'FROM attendance_month_lock_events ev WHERE ev.company_id = $1 AND ev.month = $2 ORDER BY ev.at, ev.id',
);
const p = columnsOf('attendance_punches', 'p');
const e = columnsOf('hrms_employees', 'e');
const LATE_PUNCHES = select<LatePunchRow>({
  employeeId: int(p.employee_id), employeeCode: e.employee_code, employeeName: expr<string>(`concat_ws(' ', e.first_name, e.last_name)`),
  deviceName: columnsOf('attendance_devices', 'd').name, punchTime: p.punch_time, receivedAt: p.created_at,
}, `FROM attendance_punches p JOIN hrms_employees e ON e.id = p.employee_id JOIN attendance_devices d ON d.id = p.device_id
        WHERE p.company_id = $1 AND p.punch_time >= $2 AND p.punch_time < $3 AND p.created_at > $4
        ORDER BY p.punch_time LIMIT 1000`);
const LOCKED_MONTHS = select<{ month: string }>({ month: l.month }, 'FROM attendance_month_locks l WHERE l.company_id = $1 AND l.month = ANY($2::text[])');

@Injectable()
export class MonthLocksRepository {
  /** The locked months among these (yyyy-MM). */
  async lockedMonths(companyId: number, months: string[]): Promise<string[]> {
    return (await sql(LOCKED_MONTHS, [companyId, months])).rows.map((r) => r.month);
  }

  async lockedDays(companyId: number, employeeIds: number[], fromDate: string, toDate: string): Promise<AttendanceRecordView[]> {
    if (employeeIds.length === 0) return [];
    return (await sql<{ record: AttendanceRecordView }>(
      `SELECT record FROM attendance_locked_days WHERE company_id = $1 AND employee_id = ANY($2::bigint[]) AND for_date BETWEEN $3 AND $4`,
      [companyId, employeeIds, fromDate, toDate],
    )).rows.map((r) => r.record);
  }

  /** False when the month was locked already. */
  async lock(companyId: number, month: string, userId: number | null, records: AttendanceRecordView[]): Promise<boolean> {
    const created = (await sql(`INSERT INTO attendance_month_locks (company_id, month, locked_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING month`, [companyId, month, userId])).rows.length > 0;
    if (!created) return false;
    if (records.length > 0) {
      await sql(
        `INSERT INTO attendance_locked_days (company_id, employee_id, for_date, record)
         SELECT $1, e, d, r FROM unnest($2::bigint[], $3::date[], $4::jsonb[]) AS x(e, d, r)`,
        [companyId, records.map((r) => r.userDetailId), records.map((r) => r.forDate), records.map((r) => JSON.stringify(r))],
      );
    }
    await sql(`INSERT INTO attendance_month_lock_events (company_id, month, action, user_id) VALUES ($1, $2, 'LOCK', $3)`, [companyId, month, userId]);
    return true;
  }

  /** False when the month was not locked. */
  async unlock(companyId: number, month: string, userId: number | null, reason: string): Promise<boolean> {
    const removed = (await sql(`DELETE FROM attendance_month_locks WHERE company_id = $1 AND month = $2 RETURNING month`, [companyId, month])).rows.length > 0;
    if (!removed) return false;
    await sql(`DELETE FROM attendance_locked_days WHERE company_id = $1 AND to_char(for_date, 'YYYY-MM') = $2`, [companyId, month]);
    await sql(`INSERT INTO attendance_month_lock_events (company_id, month, action, reason, user_id) VALUES ($1, $2, 'UNLOCK', $3, $4)`, [companyId, month, reason, userId]);
    return true;
  }

  async status(companyId: number, month: string): Promise<{ lockedAt: Date; lockedBy: number | null; days: number } | null> {
    return (await sql(LOCK_STATUS,
      [companyId, month],
    )).rows[0] ?? null;
  }

  async events(companyId: number, month: string): Promise<{ action: string; reason: string | null; userId: number | null; at: Date }[]> {
    return (await sql(EVENTS,
      [companyId, month],
    )).rows;
  }

  /** Punches received after the lock for instants inside the locked month's window: kept, not counted. */
  async latePunches(companyId: number, from: Date, to: Date, lockedAt: Date): Promise<LatePunchRow[]> {
    return (await sql(LATE_PUNCHES,
      [companyId, from.toISOString(), to.toISOString(), lockedAt],
    )).rows;
  }
}
