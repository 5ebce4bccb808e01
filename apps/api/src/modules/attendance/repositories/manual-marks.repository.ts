import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { ManualMarkView } from '../dtos/manual-mark.dtos.js';
import type { ManualMark } from '../services/attendance-day-rules.js';

const COLUMNS = `employee_id::int AS "employeeId", to_char(for_date, 'YYYY-MM-DD') AS date, status, to_char(in_time, 'HH24:MI:SS') AS "inTime",
  to_char(out_time, 'HH24:MI:SS') AS "outTime", reason, source, marked_by::int AS "markedBy", to_char(marked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "markedAt"`;

@Injectable()
export class ManualMarksRepository {
  async upsert(companyId: number, employeeId: number, date: string, mark: ManualMark, source: 'HR' | 'REGULARISATION', userId: number | null): Promise<ManualMarkView> {
    return (await sql<ManualMarkView>(
      `INSERT INTO attendance_manual_marks (company_id, employee_id, for_date, status, in_time, out_time, reason, source, marked_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (company_id, employee_id, for_date) DO UPDATE SET status = EXCLUDED.status, in_time = EXCLUDED.in_time,
         out_time = EXCLUDED.out_time, reason = EXCLUDED.reason, source = EXCLUDED.source, marked_by = EXCLUDED.marked_by, marked_at = now()
       RETURNING ${COLUMNS}`,
      [companyId, employeeId, date, mark.status, mark.inTime, mark.outTime, mark.reason, source, userId],
    )).rows[0];
  }

  async remove(companyId: number, employeeId: number, date: string): Promise<ManualMarkView | null> {
    return (await sql<ManualMarkView>(
      `DELETE FROM attendance_manual_marks WHERE company_id = $1 AND employee_id = $2 AND for_date = $3 RETURNING ${COLUMNS}`,
      [companyId, employeeId, date],
    )).rows[0] ?? null;
  }
}
