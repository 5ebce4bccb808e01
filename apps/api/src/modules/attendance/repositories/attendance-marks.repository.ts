import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface DayMark {
  employeeId: number;
  forDate: string;
  dayType: string;
  clockIn: string | null;
  clockOut: string | null;
  hours: number;
  remark: string;
}

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
    return (await sql<{ employeeId: number; forDate: string }>(
      `SELECT employee_id::int AS "employeeId", to_char(for_date, 'YYYY-MM-DD') AS "forDate" FROM attendance_day_marks
        WHERE company_id = $1 AND employee_id = ANY($2::bigint[]) AND for_date = ANY($3::date[])`,
      [companyId, employeeIds, dates],
    )).rows;
  }

  async find(companyId: number, employeeId: number, forDate: string): Promise<DayMark | null> {
    return (await sql<DayMark>(
      `SELECT employee_id::int AS "employeeId", to_char(for_date, 'YYYY-MM-DD') AS "forDate", day_type AS "dayType",
              clock_in AS "clockIn", clock_out AS "clockOut", hours::float8 AS hours, remark
         FROM attendance_day_marks WHERE company_id = $1 AND employee_id = $2 AND for_date = $3`,
      [companyId, employeeId, forDate],
    )).rows[0] ?? null;
  }

  /** Companies with employees (platform context), for the nightly run. */
  async companiesWithEmployees(): Promise<number[]> {
    return (await sql<{ id: number }>(`SELECT DISTINCT company_id::int AS id FROM hrms_employees WHERE NOT deleted ORDER BY 1`)).rows.map((r) => r.id);
  }
}
