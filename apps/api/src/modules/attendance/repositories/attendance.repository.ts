import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern } from '../../../core/http/list-query.js';
import { columnsOf, expr, int, isoDate, outerColumnsOf, select } from '../../../core/database/typed-select.js';
import { shiftDefinitionOf, timeOfDay } from '../../hrms/index.js';
import { PUNCH_WINDOW_LEAD_HOURS, type ManualMark } from '../services/attendance-day-rules.js';

export interface AttendanceFilter {
  fromDate: string;
  toDate: string;
  branchId?: number;
  departmentId?: number;
  userId?: number;
  search?: string;
}

export interface AttendanceEmployee extends ShiftOfDay {
  id: number;
  name: string;
  employeeCode: string;
  branchId: number;
  branchName: string;
  departmentName: string | null;
  designationName: string | null;
  dateOfJoining: string;
  lwd: string | null;
}

/** A shift as the day rules read it: one version of its definition (issue 29 item 2). */
export interface ShiftOfDay {
  shiftId: number;
  /** Which version: shift id and effective date (`@row`: the shift's own columns, a shift without versions). */
  versionKey: string;
  startTime: string;
  endTime: string;
  breakTime: number;
  allowBreaks: boolean;
  weekOff: string;
}

export interface ShiftAssignment extends ShiftOfDay {
  employeeId: number;
  effectiveFrom: string;
}

/** A dated definition of a shift (hrms_shift_versions). */
export interface ShiftVersion extends ShiftOfDay {
  effectiveFrom: string;
}

/** One employee's shift over dates [validFrom, validTo) ('-infinity' / 'infinity' when open), for the punch grouping. */
export interface ShiftSegment {
  employeeId: number;
  validFrom: string;
  validTo: string;
  startTime: string;
  endTime: string;
  /** The employee's only shift over the whole window. */
  single: boolean;
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

const e = columnsOf('hrms_employees', 'e');
const sh = columnsOf('hrms_shifts', 's');
const EMPLOYEE_NAME = `concat_ws(' ', e.first_name, e.middle_name, e.last_name)`;
/** A shift's own columns as the version `@row` (a shift without versions). */
const shiftRow = { shiftId: int(sh.id), versionKey: expr<string>(`s.id || '@row'`), ...shiftDefinitionOf(sh) };
const EMPLOYEES = select<AttendanceEmployee>({
  id: int(e.id), name: expr<string>(EMPLOYEE_NAME), employeeCode: e.employee_code, branchId: int(e.branch_id),
  branchName: columnsOf('hrms_branches', 'b').name, departmentName: outerColumnsOf('hrms_departments', 'd').name,
  designationName: outerColumnsOf('hrms_designations', 'g').name, dateOfJoining: isoDate(e.date_of_joining), lwd: isoDate(e.lwd), ...shiftRow,
}, `FROM hrms_employees e
         JOIN hrms_branches b ON b.id = e.branch_id
         JOIN hrms_shifts s ON s.id = e.shift_id
         LEFT JOIN hrms_departments d ON d.id = e.department_id
         LEFT JOIN hrms_designations g ON g.id = e.designation_id`);
const a = columnsOf('hrms_employee_shift_assignments', 'a');
const ASSIGNMENTS = select<ShiftAssignment>({ employeeId: int(a.employee_id), effectiveFrom: isoDate(a.effective_from), ...shiftRow }, `FROM hrms_employee_shift_assignments a JOIN hrms_shifts s ON s.id = a.shift_id
        WHERE a.company_id = $1 AND a.employee_id = ANY($2::bigint[]) AND a.effective_from <= $3
        ORDER BY a.employee_id, a.effective_from`);
const v = columnsOf('hrms_shift_versions', 'v');
const VERSIONS = select<ShiftVersion>({
  shiftId: int(v.shift_id), effectiveFrom: isoDate(v.effective_from), versionKey: expr<string>(`v.shift_id || '@' || to_char(v.effective_from, 'YYYY-MM-DD')`),
  ...shiftDefinitionOf(v),
}, `FROM hrms_shift_versions v WHERE v.company_id = $1 AND v.shift_id = ANY($2::bigint[]) AND v.effective_from <= $3
        ORDER BY v.shift_id, v.effective_from`);
const m = columnsOf('attendance_manual_marks', 'm');
const MANUAL_MARKS = select<ManualMarkRow>({
  employeeId: int(m.employee_id), date: isoDate(m.for_date), status: m.status, inTime: timeOfDay(m.in_time), outTime: timeOfDay(m.out_time), reason: m.reason,
}, 'FROM attendance_manual_marks m WHERE m.company_id = $1 AND m.employee_id = ANY($2::bigint[]) AND m.for_date BETWEEN $3 AND $4');
const l = columnsOf('leave_applications', 'l');
const t = columnsOf('leave_types', 't');
const LEAVE_DAYS = select<LeaveDayRow>({
  employeeId: int(l.employee_id), date: expr<string>(`to_char(d.day, 'YYYY-MM-DD')`), paid: t.paid, halfDay: l.half_day, typeName: t.name, reason: l.reason,
}, `FROM leave_applications l JOIN leave_types t ON t.id = l.leave_type_id
        CROSS JOIN generate_series(greatest(l.from_date, $3::date), least(l.to_date, $4::date), interval '1 day') AS d(day)
        WHERE l.company_id = $1 AND l.employee_id = ANY($2::bigint[]) AND l.state = 'APPROVED' AND l.from_date <= $4 AND l.to_date >= $3`);
const BY_CODES = select<{ id: number }>({ id: int(e.id) },
  'FROM hrms_employees e WHERE e.company_id = $1 AND (lower(e.employee_code) = ANY($2::text[]) OR lower(e.device_user_id) = ANY($2::text[]))');
const h = columnsOf('hrms_holidays', 'h');
const HOLIDAYS = select<{ date: string; branchId: number | null; name: string }>({ date: isoDate(h.holiday_date), branchId: int(h.branch_id), name: h.name },
  'FROM hrms_holidays h WHERE h.company_id = $1 AND h.holiday_date BETWEEN $2 AND $3 ORDER BY h.holiday_date, h.id');

const DAY_SECONDS = 86_400;

const secondsOf = (time: string) => {
  const [h, m, sec = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + sec;
};

const shapes = new Map<string, { start: number; length: number }>();

/** A shift's start (seconds into the day) and length in seconds; an end at or before the start is the next day. */
function shiftShape(startTime: string, endTime: string): { start: number; length: number } {
  const key = `${startTime}-${endTime}`;
  let shape = shapes.get(key);
  if (!shape) {
    const start = secondsOf(startTime);
    const end = secondsOf(endTime);
    shape = { start, length: end > start ? end - start : end - start + DAY_SECONDS };
    if (shapes.size > 10_000) shapes.clear();
    shapes.set(key, shape);
  }
  return shape;
}

/** Days since 1970-01-01 of a date ('-infinity' / 'infinity': far outside any window). */
function epochDay(date: string): number {
  if (date === '-infinity') return -1_000_000;
  if (date === 'infinity') return 1_000_000;
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * The read side of attendance: it joins the HRMS tables (employees, shifts, branches) in SQL rather
 * than calling the HRMS services row by row, so a month for a thousand employees is a handful of queries.
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
    if (f.search) add(likePattern(f.search), (p) => `(${EMPLOYEE_NAME} ILIKE ${p} OR e.employee_code ILIKE ${p})`);
    return (await sql(
      EMPLOYEES.and(`WHERE ${where} ORDER BY e.id`),
      params,
    )).rows;
  }

  /**
   * First and last punch and count per employee and attendance day. A punch belongs to the latest day whose
   * shift start is at most PUNCH_WINDOW_LEAD_HOURS after it (overnight shifts keep their start day), unless it
   * falls inside the day before's shift (start to end): a clock-out at 20:30 from a 00:00-23:59 shift is that
   * day's, not an early clock-in for the next one.
   * The shift is the one in force on each day (issue 29 item 2), given as segments: an employee with one shift over
   * the whole window (nearly everyone) has one `single` segment and goes the direct way; one whose shift changes in
   * the window has a segment per shift, and each punch tries the three days it can belong to with their own shifts.
   *
   * Set-based and without a time zone conversion per punch (issue 29 item 8): a punch's local time is its epoch
   * seconds plus the zone's offset (`offsets`, worked out once for the window: one value for a zone without daylight
   * saving), and for one shift the rule above is one division. With r = local time - shift start and L the shift's
   * length, the day is floor((r + lead) / 1 day), except for shifts of at least 24 h - lead, whose previous day
   * reaches past the next day's window: ceil((r - (L - 1 day)) / 1 day) - 1 (docs/attendance-rules.md).
   * Answered as a day number from `fromDate` with the first and last punch in epoch milliseconds: no text per row.
   */
  async punchDays(companyId: number, segments: ShiftSegment[], offsets: { at: number[]; minutes: number[] }, from: Date, to: Date, fromDate: string): Promise<PunchDay[]> {
    if (segments.length === 0) return [];
    const single = segments.filter((g) => g.single);
    const changing = segments.filter((g) => !g.single);
    const lead = PUNCH_WINDOW_LEAD_HOURS * 3600;
    const shapes = single.map((g) => shiftShape(g.startTime, g.endTime));
    const long = shapes.map((h) => h.length >= DAY_SECONDS - lead);
    const phases = shapes.map((h, i) => (long[i] ? h.start + h.length - DAY_SECONDS : h.start - lead));
    const changingShapes = changing.map((g) => shiftShape(g.startTime, g.endTime));
    const local = (e: string) => `${e} + ($3::int[])[width_bucket(${e}, $2::float8[]) + 1] * 60`;
    // OFFSET 0 keeps each step's expressions computed once per punch (inlined, the planner repeats them per use);
    // DISTINCT ON tells the planner the employees are unique, so it hashes them rather than the month's punches.
    return (await sql<PunchDay>(
      `WITH one AS (
         SELECT q.employee_id, q.e,
                CASE WHEN s.long THEN ceil((q.local - s.phase) / ${DAY_SECONDS})::int - 1 ELSE floor((q.local - s.phase) / ${DAY_SECONDS})::int END AS day
           FROM (SELECT employee_id, e, ${local('e')} AS local
                   FROM (SELECT employee_id, date_part('epoch', punch_time) AS e FROM attendance_punches
                          WHERE company_id = $1 AND punch_time >= $4 AND punch_time < $5 OFFSET 0) p OFFSET 0) q
           JOIN (SELECT DISTINCT ON (employee_id) * FROM unnest($6::bigint[], $7::int[], $8::bool[]) AS u(employee_id, phase, long)) s
             ON s.employee_id = q.employee_id),
       seg AS MATERIALIZED (
         SELECT * FROM unnest($9::bigint[], $10::int[], $11::int[], $12::int[], $13::int[]) AS g(employee_id, valid_from, valid_to, start, length)),
       many AS MATERIALIZED (
         SELECT q.employee_id, q.e, q.local,
                (SELECT c.day FROM generate_series(1, -1, -1) k CROSS JOIN LATERAL (SELECT floor(q.local / ${DAY_SECONDS})::int + k AS day) c
                   JOIN seg s ON s.employee_id = q.employee_id AND c.day >= s.valid_from AND c.day < s.valid_to
                  WHERE c.day * ${DAY_SECONDS} + s.start - ${lead} <= q.local ORDER BY c.day DESC LIMIT 1) AS day
           FROM (SELECT employee_id, e, ${local('e')} AS local
                   FROM (SELECT employee_id, date_part('epoch', punch_time) AS e FROM attendance_punches
                          WHERE company_id = $1 AND punch_time >= $4 AND punch_time < $5 AND employee_id = ANY($9::bigint[]) OFFSET 0) p OFFSET 0) q),
       many_days AS (
         SELECT m.employee_id, m.e,
                CASE WHEN EXISTS (SELECT 1 FROM seg s WHERE s.employee_id = m.employee_id AND m.day - 1 >= s.valid_from AND m.day - 1 < s.valid_to
                                    AND m.local - (m.day - 1) * ${DAY_SECONDS} - s.start BETWEEN 0 AND s.length)
                     THEN m.day - 1 ELSE m.day END AS day
           FROM many m)
       SELECT employee_id::int AS "employeeId", day - $14 AS day, min(e) * 1000 AS first, max(e) * 1000 AS last, count(*)::int AS n
         FROM (SELECT employee_id, e, day FROM one UNION ALL SELECT employee_id, e, day FROM many_days) x
        GROUP BY employee_id, day`,
      [companyId, offsets.at, offsets.minutes, from.toISOString(), to.toISOString(),
        single.map((g) => g.employeeId), phases, long,
        changing.map((g) => g.employeeId), changing.map((g) => epochDay(g.validFrom)), changing.map((g) => epochDay(g.validTo)),
        changingShapes.map((h) => h.start), changingShapes.map((h) => h.length), epochDay(fromDate)],
    )).rows;
  }

  /**
   * The shift changes of these employees that can matter up to `untilDate` (oldest first per employee), with the
   * shifts' rules: attendance computes each day with the shift in force on it (issue 29 item 2).
   */
  async shiftAssignments(companyId: number, employeeIds: number[], untilDate: string): Promise<ShiftAssignment[]> {
    if (employeeIds.length === 0) return [];
    return (await sql(ASSIGNMENTS,
      [companyId, employeeIds, untilDate],
    )).rows;
  }

  /**
   * The dated definitions of these shifts that can matter up to `untilDate`, oldest first per shift (issue 29 item 2):
   * a day is computed with the version in force on it.
   */
  async shiftVersions(companyId: number, shiftIds: number[], untilDate: string): Promise<ShiftVersion[]> {
    if (shiftIds.length === 0) return [];
    return (await sql(VERSIONS,
      [companyId, shiftIds, untilDate],
    )).rows;
  }

  /** Manual marks of the employees in the range (HR's marks and approved regularisations). */
  async manualMarks(companyId: number, employeeIds: number[], fromDate: string, toDate: string): Promise<ManualMarkRow[]> {
    if (employeeIds.length === 0) return [];
    return (await sql(MANUAL_MARKS,
      [companyId, employeeIds, fromDate, toDate],
    )).rows;
  }

  /**
   * Approved leave of the employees, one row per date of the range (issue 29 item 4; the tables are modules/leave's).
   * Week-offs and holidays inside an application are answered too: the day assembly keeps them W / H.
   */
  async leaveDays(companyId: number, employeeIds: number[], fromDate: string, toDate: string): Promise<LeaveDayRow[]> {
    if (employeeIds.length === 0) return [];
    return (await sql(LEAVE_DAYS,
      [companyId, employeeIds, fromDate, toDate],
    )).rows;
  }

  async employeeIdsByCodes(companyId: number, codes: string[]): Promise<number[]> {
    return (await sql(BY_CODES,
      [companyId, codes],
    )).rows.map((r) => r.id);
  }

  async holidays(companyId: number, fromDate: string, toDate: string): Promise<{ date: string; branchId: number | null; name: string }[]> {
    return (await sql(HOLIDAYS,
      [companyId, fromDate, toDate],
    )).rows;
  }
}
