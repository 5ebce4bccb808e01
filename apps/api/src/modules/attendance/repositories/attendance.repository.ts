import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern } from '../../../core/http/list-query.js';
import { PUNCH_WINDOW_LEAD_HOURS, type ManualMark } from '../services/attendance-day-rules.js';

export interface AttendanceFilter {
  fromDate: string;
  toDate: string;
  branchId?: number;
  departmentId?: number;
  userId?: number;
  search?: string;
}

export interface AttendanceEmployee {
  id: number;
  name: string;
  employeeCode: string;
  branchId: number;
  branchName: string;
  departmentName: string | null;
  designationName: string | null;
  dateOfJoining: string;
  lwd: string | null;
  shiftId: number;
  startTime: string;
  endTime: string;
  breakTime: number;
  allowBreaks: boolean;
  weekOff: string;
}

export interface ManualMarkRow extends ManualMark {
  employeeId: number;
  date: string;
}

export interface LeaveDayRow {
  employeeId: number;
  date: string;
  paid: boolean;
  halfDay: boolean;
  typeName: string;
  reason: string;
}

export interface PunchDay {
  employeeId: number;
  /** Days after the range's first date (0: fromDate); outside the range below 0 or past its end. */
  day: number;
  first: number;
  last: number;
  n: number;
}

/**
 * The read side of attendance: it joins the HRMS tables (employees, shifts, branches) in SQL rather
 * than calling the HRMS services row by row, so a month for a thousand employees is three queries.
 */
@Injectable()
export class AttendanceRepository {
  /** Employees counted in the range: not deleted, past PENDING, joined by toDate and not gone before fromDate. */
  async employees(companyId: number, f: AttendanceFilter): Promise<AttendanceEmployee[]> {
    const params: unknown[] = [companyId, f.fromDate, f.toDate];
    let where = `e.company_id = $1 AND NOT e.deleted AND e.status <> 'PENDING' AND e.date_of_joining <= $3 AND (e.lwd IS NULL OR e.lwd >= $2)`;
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where += ` AND ${clause(`$${params.length}`)}`;
    };
    if (f.branchId) add(f.branchId, (p) => `e.branch_id = ${p}`);
    if (f.departmentId) add(f.departmentId, (p) => `e.department_id = ${p}`);
    if (f.userId) add(f.userId, (p) => `e.id = ${p}`);
    if (f.search) add(likePattern(f.search), (p) => `(concat_ws(' ', e.first_name, e.middle_name, e.last_name) ILIKE ${p} OR e.employee_code ILIKE ${p})`);
    return (await sql<AttendanceEmployee>(
      `SELECT e.id::int AS id, concat_ws(' ', e.first_name, e.middle_name, e.last_name) AS name, e.employee_code AS "employeeCode",
              e.branch_id::int AS "branchId", b.name AS "branchName", d.name AS "departmentName", g.name AS "designationName",
              to_char(e.date_of_joining, 'YYYY-MM-DD') AS "dateOfJoining", to_char(e.lwd, 'YYYY-MM-DD') AS lwd,
              s.id::int AS "shiftId", to_char(s.start_time, 'HH24:MI:SS') AS "startTime", to_char(s.end_time, 'HH24:MI:SS') AS "endTime",
              s.break_time AS "breakTime", s.allow_breaks AS "allowBreaks", s.week_off AS "weekOff"
         FROM hrms_employees e
         JOIN hrms_branches b ON b.id = e.branch_id
         JOIN hrms_shifts s ON s.id = e.shift_id
         LEFT JOIN hrms_departments d ON d.id = e.department_id
         LEFT JOIN hrms_designations g ON g.id = e.designation_id
        WHERE ${where}
        ORDER BY e.id`,
      params,
    )).rows;
  }

  /**
   * First and last punch and count per employee and attendance day. A punch belongs to the latest day whose
   * shift start is at most PUNCH_WINDOW_LEAD_HOURS after it (overnight shifts keep their start day), unless it
   * falls inside the day before's shift (start to end): a clock-out at 20:30 from a 00:00-23:59 shift is that
   * day's, not an early clock-in for the next one.
   * Grouped by the date itself and answered as a day number from `fromDate`: no text per punch or per row.
   */
  async punchDays(companyId: number, employeeIds: number[], timeZone: string, from: Date, to: Date, fromDate: string): Promise<PunchDay[]> {
    if (employeeIds.length === 0) return [];
    return (await sql<PunchDay>(
      `SELECT employee_id::int AS "employeeId", (for_date - $6::date) AS day,
              (extract(epoch FROM first) * 1000)::float8 AS first, (extract(epoch FROM last) * 1000)::float8 AS last, n
         FROM (SELECT p.employee_id,
                      CASE WHEN l.local >= (w.day - 1) + s.start_time AND l.local <= (w.day - 1) + s.start_time + w.length
                           THEN w.day - 1 ELSE w.day END AS for_date,
                      min(p.punch_time) AS first, max(p.punch_time) AS last, count(*)::int AS n
                 FROM attendance_punches p
                 JOIN hrms_employees e ON e.id = p.employee_id
                 JOIN hrms_shifts s ON s.id = e.shift_id
                 CROSS JOIN LATERAL (SELECT p.punch_time AT TIME ZONE $2 AS local) l
                 CROSS JOIN LATERAL (
                   SELECT (l.local - (s.start_time - make_time(${PUNCH_WINDOW_LEAD_HOURS}, 0, 0)))::date AS day,
                          CASE WHEN s.end_time > s.start_time THEN s.end_time - s.start_time
                               ELSE s.end_time - s.start_time + interval '24 hours' END AS length) w
                WHERE p.company_id = $1 AND p.punch_time >= $3 AND p.punch_time < $4 AND p.employee_id = ANY($5::bigint[])
                GROUP BY 1, 2) d`,
      [companyId, timeZone, from.toISOString(), to.toISOString(), employeeIds, fromDate],
    )).rows;
  }

  /** Manual marks of the employees in the range (HR's marks and approved regularisations). */
  async manualMarks(companyId: number, employeeIds: number[], fromDate: string, toDate: string): Promise<ManualMarkRow[]> {
    if (employeeIds.length === 0) return [];
    return (await sql<ManualMarkRow>(
      `SELECT employee_id::int AS "employeeId", to_char(for_date, 'YYYY-MM-DD') AS date, status,
              to_char(in_time, 'HH24:MI:SS') AS "inTime", to_char(out_time, 'HH24:MI:SS') AS "outTime", reason
         FROM attendance_manual_marks WHERE company_id = $1 AND employee_id = ANY($2::bigint[]) AND for_date BETWEEN $3 AND $4`,
      [companyId, employeeIds, fromDate, toDate],
    )).rows;
  }

  /**
   * Approved leave of the employees, one row per date of the range (issue 29 item 4; the tables are modules/leave's).
   * Week-offs and holidays inside an application are answered too: the day assembly keeps them W / H.
   */
  async leaveDays(companyId: number, employeeIds: number[], fromDate: string, toDate: string): Promise<LeaveDayRow[]> {
    if (employeeIds.length === 0) return [];
    return (await sql<LeaveDayRow>(
      `SELECT l.employee_id::int AS "employeeId", to_char(d.day, 'YYYY-MM-DD') AS date, t.paid, l.half_day AS "halfDay", t.name AS "typeName", l.reason
         FROM leave_applications l JOIN leave_types t ON t.id = l.leave_type_id
        CROSS JOIN generate_series(greatest(l.from_date, $3::date), least(l.to_date, $4::date), interval '1 day') AS d(day)
        WHERE l.company_id = $1 AND l.employee_id = ANY($2::bigint[]) AND l.state = 'APPROVED' AND l.from_date <= $4 AND l.to_date >= $3`,
      [companyId, employeeIds, fromDate, toDate],
    )).rows;
  }

  async employeeIdsByCodes(companyId: number, codes: string[]): Promise<number[]> {
    return (await sql<{ id: number }>(
      `SELECT id::int AS id FROM hrms_employees WHERE company_id = $1 AND (lower(employee_code) = ANY($2::text[]) OR lower(device_user_id) = ANY($2::text[]))`,
      [companyId, codes],
    )).rows.map((r) => r.id);
  }

  async holidays(companyId: number, fromDate: string, toDate: string): Promise<{ date: string; branchId: number | null; name: string }[]> {
    return (await sql<{ date: string; branchId: number | null; name: string }>(
      `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS date, branch_id::int AS "branchId", name
         FROM hrms_holidays WHERE company_id = $1 AND holiday_date BETWEEN $2 AND $3 ORDER BY holiday_date, id`,
      [companyId, fromDate, toDate],
    )).rows;
  }
}
