import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, isoDate, returning, select } from '../../../core/database/typed-select.js';
import { FilteredPage, timeOfDay, utcSecond } from '../../hrms/index.js';
import type { RegularisationView } from '../dtos/manual-mark.dtos.js';
import type { ManualMark } from '../services/attendance-day-rules.js';

const r = columnsOf('attendance_regularisations', 'r');
const e = columnsOf('hrms_employees', 'e');
const FROM = 'FROM attendance_regularisations r JOIN hrms_employees e ON e.id = r.employee_id';
const REGULARISATION = select<RegularisationView>({
  id: int(r.id), employeeId: int(r.employee_id), employeeName: expr<string>(`concat_ws(' ', e.first_name, e.last_name)`),
  employeeCode: e.employee_code, date: isoDate(r.for_date), status: r.status, inTime: timeOfDay(r.in_time),
  outTime: timeOfDay(r.out_time), reason: r.reason, state: r.state, appliedAt: utcSecond(r.applied_at), decidedAt: utcSecond(r.decided_at), decisionNote: r.decision_note,
}, FROM);
const INSERT = returning<{ id: number }>(
  `INSERT INTO attendance_regularisations AS r (company_id, employee_id, for_date, status, in_time, out_time, reason, applied_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
  { id: int(r.id) },
);

@Injectable()
export class RegularisationsRepository {
  /** Null when a request for the day is already open (the partial unique index decided). */
  async insert(companyId: number, employeeId: number, date: string, m: ManualMark, userId: number | null): Promise<number | null> {
    return (await sql(INSERT,
      [companyId, employeeId, date, m.status, m.inTime, m.outTime, m.reason, userId],
    )).rows[0]?.id ?? null;
  }

  async find(companyId: number, id: number, lock = false): Promise<RegularisationView | null> {
    return (await sql(REGULARISATION.and(`WHERE r.company_id = $1 AND r.id = $2${lock ? ' FOR UPDATE OF r' : ''}`), [companyId, id])).rows[0] ?? null;
  }

  async decide(companyId: number, id: number, state: 'APPROVED' | 'REJECTED', userId: number | null, note: string | null): Promise<void> {
    await sql(
      `UPDATE attendance_regularisations SET state = $3, decided_by = $4, decided_at = now(), decision_note = $5 WHERE company_id = $1 AND id = $2`,
      [companyId, id, state, userId, note],
    );
  }

  async list(companyId: number, state: string | undefined, search: string, offset: number, size: number): Promise<[RegularisationView[], number]> {
    const list = new FilteredPage('r.company_id', companyId);
    if (state) list.add(state, (p) => `r.state = ${p}`);
    return list.search(search, [`concat_ws(' ', e.first_name, e.last_name)`, 'e.employee_code'])
      .page(REGULARISATION, FROM, 'r.applied_at DESC, r.id DESC', { offset, size });
  }
}
