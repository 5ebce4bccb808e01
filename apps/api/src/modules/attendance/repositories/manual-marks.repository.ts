import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, int, isoDate, returning, type Selection } from '../../../core/database/typed-select.js';
import { timeOfDay, utcSecond } from '../../hrms/index.js';
import type { ManualMarkView } from '../dtos/manual-mark.dtos.js';
import type { ManualMark } from '../services/attendance-day-rules.js';

const m = columnsOf('attendance_manual_marks', 'm');
const MARK = {
  employeeId: int(m.employee_id), date: isoDate(m.for_date), status: m.status, inTime: timeOfDay(m.in_time), outTime: timeOfDay(m.out_time),
  reason: m.reason, source: m.source, markedBy: int(m.marked_by), markedAt: utcSecond(m.marked_at),
} satisfies Selection<ManualMarkView>;
const UPSERT = returning<ManualMarkView>(
  `INSERT INTO attendance_manual_marks AS m (company_id, employee_id, for_date, status, in_time, out_time, reason, source, marked_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (company_id, employee_id, for_date) DO UPDATE SET status = EXCLUDED.status, in_time = EXCLUDED.in_time,
         out_time = EXCLUDED.out_time, reason = EXCLUDED.reason, source = EXCLUDED.source, marked_by = EXCLUDED.marked_by, marked_at = now()`,
  MARK,
);
const REMOVE = returning<ManualMarkView>('DELETE FROM attendance_manual_marks AS m WHERE m.company_id = $1 AND m.employee_id = $2 AND m.for_date = $3', MARK);

@Injectable()
export class ManualMarksRepository {
  async upsert(companyId: number, employeeId: number, date: string, mark: ManualMark, source: 'HR' | 'REGULARISATION', userId: number | null): Promise<ManualMarkView> {
    return (await sql(UPSERT,
      [companyId, employeeId, date, mark.status, mark.inTime, mark.outTime, mark.reason, source, userId],
    )).rows[0];
  }

  async remove(companyId: number, employeeId: number, date: string): Promise<ManualMarkView | null> {
    return (await sql(REMOVE,
      [companyId, employeeId, date],
    )).rows[0] ?? null;
  }
}
