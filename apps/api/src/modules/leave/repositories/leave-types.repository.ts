import { Injectable } from '@nestjs/common';
import { likePattern } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';
import type { LeaveTypeOption, LeaveTypeView, SaveLeaveTypeDto } from '../dtos/leave.dtos.js';

const VIEW = `SELECT t.id::int AS id, t.name, t.paid, t.yearly_allocation::float8 AS "yearlyAllocation",
  t.carry_forward AS "carryForward", t.allow_negative AS "allowNegative" FROM leave_types t`;

export const LEAVE_TYPE_SORTABLE = ['name'] as const;

@Injectable()
export class LeaveTypesRepository {
  async list(companyId: number, search: string, sortBy: string, direction: 'ASC' | 'DESC', offset: number, size: number): Promise<[LeaveTypeView[], number]> {
    const params: unknown[] = [companyId];
    let where = 't.company_id = $1';
    if (search) {
      params.push(likePattern(search));
      where += ` AND t.name ILIKE $2`;
    }
    const order = sortBy === 'name' ? `lower(t.name) ${direction}, t.id` : `t.id ${direction}`;
    const total = Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM leave_types t WHERE ${where}`, params)).rows[0].n);
    const rows = (await sql<LeaveTypeView>(`${VIEW} WHERE ${where} ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`, [...params, offset, size])).rows;
    return [rows, total];
  }

  async options(companyId: number): Promise<LeaveTypeOption[]> {
    return (await sql<LeaveTypeOption>(`SELECT id::int AS id, name, paid FROM leave_types WHERE company_id = $1 ORDER BY lower(name), id`, [companyId])).rows;
  }

  async find(companyId: number, id: number): Promise<LeaveTypeView | null> {
    return (await sql<LeaveTypeView>(`${VIEW} WHERE t.company_id = $1 AND t.id = $2`, [companyId, id])).rows[0] ?? null;
  }

  async insert(companyId: number, input: SaveLeaveTypeDto): Promise<number> {
    return (await sql<{ id: number }>(
      `INSERT INTO leave_types (company_id, name, paid, yearly_allocation, carry_forward, allow_negative) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
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
