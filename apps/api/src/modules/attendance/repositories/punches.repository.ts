import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface PunchRow {
  employeeId: number;
  punchTime: Date;
  direction: 'IN' | 'OUT' | null;
}

@Injectable()
export class PunchesRepository {
  /**
   * Employee ids by the id a device sends (case-insensitive), deleted employees left out: the employee's device
   * user id (biometric PIN) first, else the employee code (issue 29 item 6).
   */
  async employeesByCode(companyId: number, codes: string[]): Promise<Map<string, number>> {
    const { rows } = await sql<{ code: string; id: number; byDevice: boolean }>(
      `SELECT lower(employee_code) AS code, id::int AS id, false AS "byDevice" FROM hrms_employees
        WHERE company_id = $1 AND NOT deleted AND lower(employee_code) = ANY($2::text[])
       UNION ALL
       SELECT lower(device_user_id), id::int, true FROM hrms_employees
        WHERE company_id = $1 AND NOT deleted AND lower(device_user_id) = ANY($2::text[])`,
      [companyId, [...new Set(codes.map((c) => c.toLowerCase()))]],
    );
    const ids = new Map<string, number>();
    for (const r of rows) if (!r.byDevice) ids.set(r.code, r.id);
    for (const r of rows) if (r.byDevice) ids.set(r.code, r.id);
    return ids;
  }

  /** Punches for ids that match nobody, kept for HR (replays are no-ops). */
  async keepUnmatched(companyId: number, deviceId: number, source: string, punches: { deviceUserId: string; punchTime: Date; direction: string | null }[]): Promise<number> {
    if (punches.length === 0) return 0;
    return (await sql(
      `INSERT INTO attendance_unmatched_punches (company_id, device_id, device_user_id, punch_time, direction, source)
       SELECT $1, $2, u, t, d, $3 FROM unnest($4::text[], $5::timestamptz[], $6::text[]) AS p(u, t, d)
       ON CONFLICT (company_id, device_id, device_user_id, punch_time) DO NOTHING`,
      [companyId, deviceId, source, punches.map((p) => p.deviceUserId), punches.map((p) => p.punchTime.toISOString()), punches.map((p) => p.direction)],
    )).affected;
  }

  /**
   * Inserts in one statement; the unique (company, device, employee, time) key makes replays no-ops.
   * Answers the keys that were new.
   */
  async insert(companyId: number, deviceId: number, source: string, punches: PunchRow[]): Promise<Set<string>> {
    if (punches.length === 0) return new Set();
    const { rows } = await sql<{ employeeId: number; at: string }>(
      `INSERT INTO attendance_punches (company_id, device_id, employee_id, punch_time, direction, source)
       SELECT $1, $2, e, t, d, $3 FROM unnest($4::bigint[], $5::timestamptz[], $6::text[]) AS p(e, t, d)
       ON CONFLICT (company_id, device_id, employee_id, punch_time) DO NOTHING
       RETURNING employee_id::int AS "employeeId", (extract(epoch FROM punch_time) * 1000)::bigint::text AS at`,
      [companyId, deviceId, source, punches.map((p) => p.employeeId), punches.map((p) => p.punchTime.toISOString()), punches.map((p) => p.direction)],
    );
    return new Set(rows.map((r) => `${r.employeeId}@${r.at}`));
  }
}

export const punchKey = (employeeId: number, at: Date) => `${employeeId}@${at.getTime()}`;
