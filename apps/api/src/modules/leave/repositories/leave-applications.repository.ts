import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, isoDate, returning, select, storedColumns } from '../../../core/database/typed-select.js';
import { FilteredPage, utcSecond } from '../../hrms/index.js';
import { employeeLeaveType, SEARCHED, withEmployeeAndType } from './leave-rows.js';
import type { LeaveApplicationView, LeaveState } from '../dtos/leave.dtos.js';

const l = columnsOf('leave_applications', 'l');
const APPLICATIONS_FROM = withEmployeeAndType('leave_applications', 'l');
const APPLICATION = select<LeaveApplicationView>({
  ...employeeLeaveType(l), paid: columnsOf('leave_types', 't').paid, from: isoDate(l.from_date), to: isoDate(l.to_date), halfDay: l.half_day,
  days: expr<number>('l.days::float8'), reason: l.reason, state: l.state, appliedAt: utcSecond(l.applied_at), decidedAt: utcSecond(l.decided_at),
  decisionNote: l.decision_note,
}, APPLICATIONS_FROM);
const OVERLAPPING = select<{ from: string; to: string; state: LeaveState }>({ from: isoDate(l.from_date), to: isoDate(l.to_date), state: l.state }, `FROM leave_applications l
        WHERE l.company_id = $1 AND l.employee_id = $2 AND l.state IN ('PENDING', 'APPROVED') AND l.from_date <= $4 AND l.to_date >= $3 AND l.id <> $5
        ORDER BY l.from_date LIMIT 1`);
const LOCKED_MONTHS = storedColumns('attendance_month_locks', ['month'])
  .select('FROM attendance_month_locks WHERE company_id = $1 AND month = ANY($2::text[]) ORDER BY month');
const INSERT = returning<{ id: number }>(
  `INSERT INTO leave_applications AS l (company_id, employee_id, leave_type_id, from_date, to_date, half_day, days, reason, applied_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
  { id: int(l.id) },
);

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
    return (await sql(OVERLAPPING,
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
    return (await sql(LOCKED_MONTHS, [companyId, months])).rows.map((r) => r.month);
  }

  async insert(companyId: number, a: NewApplication, userId: number | null): Promise<number> {
    return (await sql(INSERT,
      [companyId, a.employeeId, a.leaveTypeId, a.from, a.to, a.halfDay, a.days, a.reason, userId],
    )).rows[0].id;
  }

  async find(companyId: number, id: number, lock = false): Promise<LeaveApplicationView | null> {
    return (await sql(APPLICATION.and(`WHERE l.company_id = $1 AND l.id = $2${lock ? ' FOR UPDATE OF l' : ''}`), [companyId, id])).rows[0] ?? null;
  }

  async decide(companyId: number, id: number, state: LeaveState, userId: number | null, note: string | null): Promise<void> {
    await sql(
      `UPDATE leave_applications SET state = $3, decided_by = $4, decided_at = now(), decision_note = coalesce($5, decision_note) WHERE company_id = $1 AND id = $2`,
      [companyId, id, state, userId, note],
    );
  }

  async list(companyId: number, f: ApplicationFilter, offset: number, size: number): Promise<[LeaveApplicationView[], number]> {
    const list = new FilteredPage('l.company_id', companyId);
    if (f.state) list.add(f.state, (p) => `l.state = ${p}`);
    if (f.employeeId) list.add(f.employeeId, (p) => `l.employee_id = ${p}`);
    return list.search(f.search, SEARCHED).page(APPLICATION, APPLICATIONS_FROM, 'l.applied_at DESC, l.id DESC', { offset, size });
  }
}
