import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface PunchRow {
  employeeId: number;
  punchTime: Date;
  direction: 'IN' | 'OUT' | null;
}

@Injectable()
export class PunchesRepository {
  /** Employee ids by code (case-insensitive), deleted employees left out. */
  async employeesByCode(companyId: number, codes: string[]): Promise<Map<string, number>> {
    const { rows } = await sql<{ code: string; id: number }>(
      `SELECT lower(employee_code) AS code, id::int AS id FROM hrms_employees
        WHERE company_id = $1 AND NOT deleted AND lower(employee_code) = ANY($2::text[])`,
      [companyId, [...new Set(codes.map((c) => c.toLowerCase()))]],
    );
    return new Map(rows.map((r) => [r.code, r.id]));
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
