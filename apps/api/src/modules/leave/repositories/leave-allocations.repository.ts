import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, returning, select } from '../../../core/database/typed-select.js';
import { FilteredPage } from '../../hrms/index.js';
import { employeeLeaveType, SEARCHED, withEmployeeAndType } from './leave-rows.js';
import type { LeaveAllocationView, LeaveBalanceView } from '../dtos/leave.dtos.js';

const a = columnsOf('leave_allocations', 'a');
const ALLOCATIONS_FROM = withEmployeeAndType('leave_allocations', 'a');
const ALLOCATION = select<LeaveAllocationView>({
  ...employeeLeaveType(a), year: a.year, allocated: expr<number>('a.allocated::float8'), carriedForward: expr<number>('a.carried_forward::float8'),
}, ALLOCATIONS_FROM);
const UPSERT = returning<{ id: number }>(
  `INSERT INTO leave_allocations AS a (company_id, employee_id, leave_type_id, year, allocated, carried_forward)
       VALUES ($1, $2, $3, $4, $5, coalesce($6::numeric, 0))
       ON CONFLICT ON CONSTRAINT leave_allocations_uq
       DO UPDATE SET allocated = EXCLUDED.allocated, carried_forward = coalesce($6::numeric, a.carried_forward), updated_at = now()`,
  { id: int(a.id) },
);

/**
 * Days of an employee's applications per type in a year, by state: the approved ones are taken, the waiting ones
 * pending. An application never crosses a year end (checked on apply and in the table), so its from date's year is its year.
 */
const USED = `SELECT leave_type_id, sum(days) FILTER (WHERE state = 'APPROVED') AS taken, sum(days) FILTER (WHERE state = 'PENDING') AS pending
  FROM leave_applications WHERE company_id = $1 AND employee_id = $2 AND from_date >= make_date($3::int, 1, 1) AND from_date < make_date($3::int + 1, 1, 1)
  GROUP BY leave_type_id`;

export interface AllocationFilter {
  year?: number;
  employeeId?: number;
  leaveTypeId?: number;
  search: string;
}

@Injectable()
export class LeaveAllocationsRepository {
  async list(companyId: number, f: AllocationFilter, offset: number, size: number): Promise<[LeaveAllocationView[], number]> {
    const list = new FilteredPage('a.company_id', companyId);
    if (f.year) list.add(f.year, (p) => `a.year = ${p}`);
    if (f.employeeId) list.add(f.employeeId, (p) => `a.employee_id = ${p}`);
    if (f.leaveTypeId) list.add(f.leaveTypeId, (p) => `a.leave_type_id = ${p}`);
    return list.search(f.search, SEARCHED).page(ALLOCATION, ALLOCATIONS_FROM, 'a.year DESC, e.id, lower(t.name)', { offset, size });
  }

  async find(companyId: number, id: number): Promise<LeaveAllocationView | null> {
    return (await sql(ALLOCATION.and('WHERE a.company_id = $1 AND a.id = $2'), [companyId, id])).rows[0] ?? null;
  }

  /** Creates or replaces the allocation; a carried-forward of null keeps the stored one (0 when new). */
  async upsert(companyId: number, employeeId: number, leaveTypeId: number, year: number, allocated: number, carriedForward: number | null): Promise<number> {
    return (await sql(UPSERT,
      [companyId, employeeId, leaveTypeId, year, allocated, carriedForward],
    )).rows[0].id;
  }

  /**
   * The year's quota for every active employee (ACTIVE, not deleted, not gone before the year starts) and every type
   * with a yearly allocation (or the one type asked for), in one statement. Types that carry forward add last year's
   * unused balance (allocated + carried forward - approved days, never below zero). Existing allocations are kept:
   * running it again, or after HR set someone's days by hand, changes nothing.
   */
  async allocateYear(companyId: number, year: number, leaveTypeId: number | null): Promise<{ created: number; pairs: number }> {
    const pairs = `FROM hrms_employees e CROSS JOIN leave_types t
      WHERE e.company_id = $1 AND t.company_id = $1 AND NOT e.deleted AND e.status = 'ACTIVE' AND (e.lwd IS NULL OR e.lwd >= make_date($2::int, 1, 1))
        AND e.date_of_joining <= make_date($2::int, 12, 31) AND t.yearly_allocation > 0 AND ($3::bigint IS NULL OR t.id = $3)`;
    const created = (await sql(
      `INSERT INTO leave_allocations (company_id, employee_id, leave_type_id, year, allocated, carried_forward)
       SELECT $1::bigint, e.id, t.id, $2::int, t.yearly_allocation,
              CASE WHEN t.carry_forward THEN coalesce((
                SELECT greatest(p.allocated + p.carried_forward - coalesce((
                  SELECT sum(l.days) FROM leave_applications l
                   WHERE l.company_id = $1 AND l.employee_id = e.id AND l.leave_type_id = t.id AND l.state = 'APPROVED'
                     AND l.from_date >= make_date($2::int - 1, 1, 1) AND l.from_date < make_date($2::int, 1, 1)), 0), 0)
                  FROM leave_allocations p WHERE p.company_id = $1 AND p.employee_id = e.id AND p.leave_type_id = t.id AND p.year = $2::int - 1), 0)
              ELSE 0 END
       ${pairs}
       ON CONFLICT ON CONSTRAINT leave_allocations_uq DO NOTHING`,
      [companyId, year, leaveTypeId],
    )).affected;
    const total = (await sql(select<{ n: number }>({ n: expr<number>('count(*)::int') }, pairs), [companyId, year, leaveTypeId])).rows[0].n;
    return { created, pairs: total };
  }

  /** The employee's balance of every leave type of the company for the year (types without an allocation show 0). */
  async balances(companyId: number, employeeId: number, year: number, leaveTypeId: number | null = null): Promise<LeaveBalanceView[]> {
    return (await sql<LeaveBalanceView>(
      `SELECT t.id::int AS "leaveTypeId", t.name AS "leaveTypeName", t.paid, t.allow_negative AS "allowNegative", $3::int AS year,
              coalesce(a.allocated, 0)::float8 AS allocated, coalesce(a.carried_forward, 0)::float8 AS "carriedForward",
              coalesce(u.taken, 0)::float8 AS taken, coalesce(u.pending, 0)::float8 AS pending,
              (coalesce(a.allocated, 0) + coalesce(a.carried_forward, 0) - coalesce(u.taken, 0))::float8 AS balance,
              (coalesce(a.allocated, 0) + coalesce(a.carried_forward, 0) - coalesce(u.taken, 0) - coalesce(u.pending, 0))::float8 AS available
         FROM leave_types t
         LEFT JOIN leave_allocations a ON a.company_id = $1 AND a.employee_id = $2 AND a.leave_type_id = t.id AND a.year = $3::int
         LEFT JOIN (${USED}) u ON u.leave_type_id = t.id
        WHERE t.company_id = $1 AND ($4::bigint IS NULL OR t.id = $4)
        ORDER BY lower(t.name), t.id`,
      [companyId, employeeId, year, leaveTypeId],
    )).rows;
  }
}
