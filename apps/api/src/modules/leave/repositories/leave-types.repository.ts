import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, returning, select } from '../../../core/database/typed-select.js';
import { FilteredPage } from '../../hrms/index.js';
import type { LeaveTypeOption, LeaveTypeView, SaveLeaveTypeDto } from '../dtos/leave.dtos.js';

const t = columnsOf('leave_types', 't');
const LEAVE_TYPE = select<LeaveTypeView>({
  id: int(t.id), name: t.name, paid: t.paid, yearlyAllocation: expr<number>('t.yearly_allocation::float8'), carryForward: t.carry_forward,
  allowNegative: t.allow_negative,
}, 'FROM leave_types t');
const OPTIONS = select<LeaveTypeOption>({ id: int(t.id), name: t.name, paid: t.paid }, 'FROM leave_types t WHERE t.company_id = $1 ORDER BY lower(t.name), t.id');
const INSERT = returning<{ id: number }>(
  'INSERT INTO leave_types AS t (company_id, name, paid, yearly_allocation, carry_forward, allow_negative) VALUES ($1, $2, $3, $4, $5, $6)',
  { id: int(t.id) },
);

export const LEAVE_TYPE_SORTABLE = ['name'] as const;

@Injectable()
export class LeaveTypesRepository {
  async list(companyId: number, search: string, sortBy: string, direction: 'ASC' | 'DESC', offset: number, size: number): Promise<[LeaveTypeView[], number]> {
    const order = sortBy === 'name' ? `lower(t.name) ${direction}, t.id` : `t.id ${direction}`;
    return new FilteredPage('t.company_id', companyId).search(search, ['t.name']).page(LEAVE_TYPE, 'FROM leave_types t', order, { offset, size });
  }

  async options(companyId: number): Promise<LeaveTypeOption[]> {
    return (await sql(OPTIONS, [companyId])).rows;
  }

  async find(companyId: number, id: number): Promise<LeaveTypeView | null> {
    return (await sql(LEAVE_TYPE.and('WHERE t.company_id = $1 AND t.id = $2'), [companyId, id])).rows[0] ?? null;
  }

  async insert(companyId: number, input: SaveLeaveTypeDto): Promise<number> {
    return (await sql(
      INSERT,
      [companyId, input.name, input.paid ?? true, input.yearlyAllocation, input.carryForward ?? false, input.allowNegative ?? false],
    )).rows[0].id;
  }

  async update(companyId: number, input: SaveLeaveTypeDto): Promise<void> {
    await sql(
      `UPDATE leave_types SET name = $3, paid = $4, yearly_allocation = $5, carry_forward = $6, allow_negative = $7 WHERE company_id = $1 AND id = $2`,
      [companyId, input.id, input.name, input.paid ?? true, input.yearlyAllocation, input.carryForward ?? false, input.allowNegative ?? false],
    );
  }

  async remove(companyId: number, id: number): Promise<boolean> {
    return (await sql(`DELETE FROM leave_types WHERE company_id = $1 AND id = $2`, [companyId, id])).affected > 0;
  }
}
