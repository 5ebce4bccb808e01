import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, isoDate, select } from '../../../core/database/typed-select.js';

export interface DayMark {
  employeeId: number;
  forDate: string;
  dayType: string;
  clockIn: string | null;
  clockOut: string | null;
  hours: number;
  remark: string;
}

const dm = columnsOf('attendance_day_marks', 'dm');
const MARKED = select<{ employeeId: number; forDate: string }>({ employeeId: int(dm.employee_id), forDate: isoDate(dm.for_date) }, `FROM attendance_day_marks dm
        WHERE dm.company_id = $1 AND dm.employee_id = ANY($2::bigint[]) AND dm.for_date = ANY($3::date[])`);
// The clock times are timestamps, which pg answers as Dates; a JSON answer carries their ISO text.
const DAY_MARK = select<DayMark>({
  employeeId: int(dm.employee_id), forDate: isoDate(dm.for_date), dayType: dm.day_type, clockIn: expr<string | null>(dm.clock_in.sql),
  clockOut: expr<string | null>(dm.clock_out.sql), hours: expr<number>('dm.hours::float8'), remark: dm.remark,
}, 'FROM attendance_day_marks dm WHERE dm.company_id = $1 AND dm.employee_id = $2 AND dm.for_date = $3');
const e = columnsOf('hrms_employees', 'e');
const COMPANIES_WITH_EMPLOYEES = select<{ id: number }>({ id: int(e.company_id) }, 'FROM hrms_employees e WHERE NOT e.deleted GROUP BY e.company_id ORDER BY 1');

/** Nightly marks of finished days (what the day was when it was last marked). */
@Injectable()
export class AttendanceMarksRepository {
  async upsert(companyId: number, marks: DayMark[]): Promise<void> {
    if (marks.length === 0) return;
    await sql(
      `INSERT INTO attendance_day_marks (company_id, employee_id, for_date, day_type, clock_in, clock_out, hours, remark)
       SELECT $1, e, d, t, ci, co, h, r
         FROM unnest($2::bigint[], $3::date[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::numeric[], $8::text[]) AS m(e, d, t, ci, co, h, r)
       ON CONFLICT (company_id, employee_id, for_date) DO UPDATE SET day_type = EXCLUDED.day_type, clock_in = EXCLUDED.clock_in,
         clock_out = EXCLUDED.clock_out, hours = EXCLUDED.hours, remark = EXCLUDED.remark, marked_at = now()`,
      [companyId, marks.map((m) => m.employeeId), marks.map((m) => m.forDate), marks.map((m) => m.dayType), marks.map((m) => m.clockIn),
        marks.map((m) => m.clockOut), marks.map((m) => m.hours), marks.map((m) => m.remark)],
    );
  }

  /** Which of these (employee, date) pairs were already marked. */
  async marked(companyId: number, employeeIds: number[], dates: string[]): Promise<{ employeeId: number; forDate: string }[]> {
    if (employeeIds.length === 0) return [];
    return (await sql(MARKED,
      [companyId, employeeIds, dates],
    )).rows;
  }

  async find(companyId: number, employeeId: number, forDate: string): Promise<DayMark | null> {
    return (await sql(DAY_MARK,
      [companyId, employeeId, forDate],
    )).rows[0] ?? null;
  }

  /** Companies with employees (platform context), for the nightly run. */
  async companiesWithEmployees(): Promise<number[]> {
    return (await sql(COMPANIES_WITH_EMPLOYEES)).rows.map((r) => r.id);
  }
}
