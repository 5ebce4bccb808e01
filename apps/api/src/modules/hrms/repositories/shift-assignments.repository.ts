import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface ShiftAssignmentRow {
  id: number;
  shiftId: number;
  shiftName: string;
  startTime: string;
  endTime: string;
  effectiveFrom: string;
}

/**
 * An employee's shift history (hrms_employee_shift_assignments, issue 29 item 2): one row per change, by date, with
 * the shift's times as they stood on the change's date (hrms_shift_versions), not as the shift reads today.
 */
@Injectable()
export class ShiftAssignmentsRepository {
  async history(companyId: number, employeeId: number): Promise<ShiftAssignmentRow[]> {
    return (await sql<ShiftAssignmentRow>(
      `SELECT a.id::int AS id, a.shift_id::int AS "shiftId", s.name AS "shiftName",
              to_char(coalesce(v.start_time, s.start_time), 'HH24:MI:SS') AS "startTime",
              to_char(coalesce(v.end_time, s.end_time), 'HH24:MI:SS') AS "endTime", to_char(a.effective_from, 'YYYY-MM-DD') AS "effectiveFrom"
         FROM hrms_employee_shift_assignments a JOIN hrms_shifts s ON s.id = a.shift_id
         LEFT JOIN LATERAL (SELECT sv.start_time, sv.end_time FROM hrms_shift_versions sv
                             WHERE sv.company_id = a.company_id AND sv.shift_id = a.shift_id AND sv.effective_from <= a.effective_from
                             ORDER BY sv.effective_from DESC LIMIT 1) v ON true
        WHERE a.company_id = $1 AND a.employee_id = $2 ORDER BY a.effective_from`,
      [companyId, employeeId],
    )).rows;
  }

  /** The shift in force on a date per employee: the latest change on or before it, else the first one (before joining). */
  async inForce(companyId: number, employeeIds: number[], date: string): Promise<{ employeeId: number; shiftId: number; shiftName: string }[]> {
    if (employeeIds.length === 0) return [];
    return (await sql<{ employeeId: number; shiftId: number; shiftName: string }>(
      `SELECT DISTINCT ON (a.employee_id) a.employee_id::int AS "employeeId", a.shift_id::int AS "shiftId", s.name AS "shiftName"
         FROM hrms_employee_shift_assignments a JOIN hrms_shifts s ON s.id = a.shift_id
        WHERE a.company_id = $1 AND a.employee_id = ANY($2::bigint[])
        ORDER BY a.employee_id, (a.effective_from <= $3) DESC, CASE WHEN a.effective_from <= $3 THEN a.effective_from END DESC, a.effective_from`,
      [companyId, employeeIds, date],
    )).rows;
  }

  /** One change per date: the same date again replaces its shift. */
  async upsert(companyId: number, employeeId: number, shiftId: number, effectiveFrom: string): Promise<void> {
    await sql(
      `INSERT INTO hrms_employee_shift_assignments (company_id, employee_id, shift_id, effective_from) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, employee_id, effective_from) DO UPDATE SET shift_id = EXCLUDED.shift_id`,
      [companyId, employeeId, shiftId, effectiveFrom],
    );
  }

  /** hrms_employees.shift_id (the spec's field, read when an employee has no history) follows the shift in force on `today`. */
  async syncEmployeeShift(companyId: number, employeeId: number, today: string): Promise<void> {
    await sql(
      `UPDATE hrms_employees e SET shift_id = a.shift_id
         FROM (SELECT shift_id FROM hrms_employee_shift_assignments WHERE company_id = $1 AND employee_id = $2
                ORDER BY (effective_from <= $3) DESC, CASE WHEN effective_from <= $3 THEN effective_from END DESC, effective_from LIMIT 1) a
        WHERE e.company_id = $1 AND e.id = $2 AND e.shift_id <> a.shift_id`,
      [companyId, employeeId, today],
    );
  }
}
