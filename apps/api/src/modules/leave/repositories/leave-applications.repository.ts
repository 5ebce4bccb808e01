import { Injectable } from '@nestjs/common';
import { likePattern } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';
import type { LeaveApplicationView, LeaveState } from '../dtos/leave.dtos.js';

const VIEW = `SELECT l.id::int AS id, l.employee_id::int AS "employeeId", concat_ws(' ', e.first_name, e.middle_name, e.last_name) AS "employeeName",
  e.employee_code AS "employeeCode", l.leave_type_id::int AS "leaveTypeId", t.name AS "leaveTypeName", t.paid,
  to_char(l.from_date, 'YYYY-MM-DD') AS "from", to_char(l.to_date, 'YYYY-MM-DD') AS "to", l.half_day AS "halfDay", l.days::float8 AS days,
  l.reason, l.state, to_char(l.applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "appliedAt",
  to_char(l.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "decidedAt", l.decision_note AS "decisionNote"
  FROM leave_applications l JOIN hrms_employees e ON e.id = l.employee_id JOIN leave_types t ON t.id = l.leave_type_id`;

/** Advisory lock class of one employee's leave: applications and approvals of the same employee run one at a time. */
const LEAVE_LOCK_CLASS = 29_004;

export interface ApplicationFilter {
  state?: LeaveState;
  employeeId?: number;
  search: string;
}

export interface NewApplication {
  employeeId: number;
  leaveTypeId: number;
  from: string;
  to: string;
  halfDay: boolean;
  days: number;
  reason: string;
}

@Injectable()
export class LeaveApplicationsRepository {
  /**
   * Serialises the overlap and balance checks of one employee until the transaction ends (two applications sent
   * at once would otherwise both see the other's dates free and the balance whole).
   */
  async lockEmployee(companyId: number, employeeId: number): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock($1, hashtext($2::text || ':' || $3::text))`, [LEAVE_LOCK_CLASS, companyId, employeeId]);
  }

  /** The first waiting or approved application of the employee whose dates meet [from, to]. */
  async overlapping(companyId: number, employeeId: number, from: string, to: string, exceptId = 0): Promise<{ from: string; to: string; state: LeaveState } | null> {
    return (await sql<{ from: string; to: string; state: LeaveState }>(
      `SELECT to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to", state FROM leave_applications
        WHERE company_id = $1 AND employee_id = $2 AND state IN ('PENDING', 'APPROVED') AND from_date <= $4 AND to_date >= $3 AND id <> $5
        ORDER BY from_date LIMIT 1`,
      [companyId, employeeId, from, to, exceptId],
    )).rows[0] ?? null;
  }

  /**
   * Working days of the employee in [from, to]: not a week-off of the shift in force on that day (the employee's
   * shift history, issue 29 item 2; a comma list of weekday names), as that shift's definition stood on the day (its
   * versions; a shift without any reads its row), and not a holiday for all branches or the
   * employee's branch. The same rules the attendance day uses.
   */
  async workingDays(companyId: number, employeeId: number, from: string, to: string): Promise<number> {
    return (await sql<{ n: number }>(
      `SELECT count(*)::int AS n
         FROM hrms_employees e
        CROSS JOIN generate_series($3::date, $4::date, interval '1 day') AS d(day)
         JOIN hrms_shifts s ON s.id = coalesce(
              (SELECT a.shift_id FROM hrms_employee_shift_assignments a
                WHERE a.company_id = $1 AND a.employee_id = e.id AND a.effective_from <= d.day::date
                ORDER BY a.effective_from DESC LIMIT 1),
              e.shift_id)
        WHERE e.company_id = $1 AND e.id = $2
          AND NOT (to_char(d.day, 'FMDAY') = ANY (string_to_array(upper(replace(coalesce(
                (SELECT v.week_off FROM hrms_shift_versions v
                  WHERE v.company_id = $1 AND v.shift_id = s.id AND v.effective_from <= d.day::date
                  ORDER BY v.effective_from DESC LIMIT 1),
                s.week_off), ' ', '')), ',')))
          AND NOT EXISTS (SELECT 1 FROM hrms_holidays h WHERE h.company_id = $1 AND h.holiday_date = d.day::date AND (h.branch_id IS NULL OR h.branch_id = e.branch_id))`,
      [companyId, employeeId, from, to],
    )).rows[0].n;
  }

  /** The months among `months` (yyyy-MM) whose attendance is locked for payroll (attendance's month locks). */
  async lockedMonths(companyId: number, months: string[]): Promise<string[]> {
    return (await sql<{ month: string }>(
      `SELECT month FROM attendance_month_locks WHERE company_id = $1 AND month = ANY($2::text[]) ORDER BY month`, [companyId, months],
    )).rows.map((r) => r.month);
  }

  async insert(companyId: number, a: NewApplication, userId: number | null): Promise<number> {
    return (await sql<{ id: number }>(
      `INSERT INTO leave_applications (company_id, employee_id, leave_type_id, from_date, to_date, half_day, days, reason, applied_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::int AS id`,
      [companyId, a.employeeId, a.leaveTypeId, a.from, a.to, a.halfDay, a.days, a.reason, userId],
    )).rows[0].id;
  }

  async find(companyId: number, id: number, lock = false): Promise<LeaveApplicationView | null> {
    return (await sql<LeaveApplicationView>(`${VIEW} WHERE l.company_id = $1 AND l.id = $2${lock ? ' FOR UPDATE OF l' : ''}`, [companyId, id])).rows[0] ?? null;
  }

  async decide(companyId: number, id: number, state: LeaveState, userId: number | null, note: string | null): Promise<void> {
    await sql(
      `UPDATE leave_applications SET state = $3, decided_by = $4, decided_at = now(), decision_note = coalesce($5, decision_note) WHERE company_id = $1 AND id = $2`,
      [companyId, id, state, userId, note],
    );
  }

  async list(companyId: number, f: ApplicationFilter, offset: number, size: number): Promise<[LeaveApplicationView[], number]> {
    const params: unknown[] = [companyId];
    let where = 'l.company_id = $1';
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where += ` AND ${clause(`$${params.length}`)}`;
    };
    if (f.state) add(f.state, (p) => `l.state = ${p}`);
    if (f.employeeId) add(f.employeeId, (p) => `l.employee_id = ${p}`);
    if (f.search) add(likePattern(f.search), (p) => `(concat_ws(' ', e.first_name, e.middle_name, e.last_name) ILIKE ${p} OR e.employee_code ILIKE ${p} OR t.name ILIKE ${p})`);
    const total = Number((await sql<{ n: string }>(
      `SELECT count(*) AS n FROM leave_applications l JOIN hrms_employees e ON e.id = l.employee_id JOIN leave_types t ON t.id = l.leave_type_id WHERE ${where}`, params,
    )).rows[0].n);
    const rows = (await sql<LeaveApplicationView>(
      `${VIEW} WHERE ${where} ORDER BY l.applied_at DESC, l.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`, [...params, offset, size],
    )).rows;
    return [rows, total];
  }
}
