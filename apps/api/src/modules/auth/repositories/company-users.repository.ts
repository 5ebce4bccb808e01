import { Injectable } from '@nestjs/common';
import type { CompanyRole } from '../../../core/tenancy/permissions.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, countOf, expr, select, storedColumns } from '../../../core/database/typed-select.js';

const SORTABLE: Record<string, string> = { id: 'u.id', name: 'lower(u.name)', email: 'lower(u.email)', role: 'u.role', active: 'u.active', createdAt: 'u.created_at' };
export const COMPANY_USER_SORTABLE = Object.keys(SORTABLE);

export interface CompanyUserRow {
  id: string;
  name: string;
  email: string;
  role: CompanyRole;
  active: boolean;
  invitedAt: Date | null;
  createdAt: Date;
}

const u = columnsOf('users', 'u');
const USER = { id: u.id, name: u.name, email: u.email, role: u.role, active: u.active, invitedAt: u.invited_at, createdAt: u.created_at };
const USERS = select<CompanyUserRow>(USER, 'FROM users u');
const USERS_COUNTED = select<CompanyUserRow & { total: string }>({ ...USER, total: expr<string>('count(*) OVER ()') }, 'FROM users u');
const ACTIVE_OWNERS = storedColumns('users', ['id']).select(`FROM users WHERE company_id = $1 AND role = 'OWNER' AND active ORDER BY id FOR UPDATE`);

/** The company's logins, as its owner manages them (row-level security keeps them to the caller's company). */
@Injectable()
export class CompanyUsersRepository {
  async page(companyId: number, query: ListQuery): Promise<{ rows: CompanyUserRow[]; total: number }> {
    const params: unknown[] = [companyId];
    let where = 'u.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      where += ` AND (u.name ILIKE $2 OR u.email ILIKE $2 OR u.role ILIKE $2)`;
    }
    const order = `${SORTABLE[query.sortBy] ?? 'u.id'} ${query.sortDirection}, u.id ${query.sortDirection}`;
    const { rows } = await sql(
      USERS_COUNTED.and(`WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`),
      [...params, query.size, query.offset],
    );
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && query.offset > 0) {
      total = (await sql(countOf(`FROM users u WHERE ${where}`), params)).rows[0].n;
    }
    return { rows: rows.map(({ total: _t, ...r }) => r), total };
  }

  async find(companyId: number, id: number): Promise<CompanyUserRow | null> {
    return (await sql(USERS.and(`WHERE u.company_id = $1 AND u.id = $2`), [companyId, id])).rows[0] ?? null;
  }

  async findByEmail(companyId: number, email: string): Promise<CompanyUserRow | null> {
    return (await sql(USERS.and(`WHERE u.company_id = $1 AND lower(u.email) = lower($2)`), [companyId, email])).rows[0] ?? null;
  }

  /**
   * The company's active owners, their rows locked in id order: two owners changing each other at once are
   * served one after the other, the second seeing what the first committed (READ COMMITTED re-reads a row it
   * waited for), so the company can never be left without one.
   */
  async lockActiveOwners(companyId: number): Promise<number[]> {
    const { rows } = await sql(ACTIVE_OWNERS, [companyId]);
    return rows.map((r) => Number(r.id));
  }

  async update(companyId: number, id: number, change: { role?: CompanyRole; active?: boolean }): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [companyId, id];
    if (change.role !== undefined) { params.push(change.role); sets.push(`role = $${params.length}`); }
    if (change.active !== undefined) { params.push(change.active); sets.push(`active = $${params.length}`); }
    if (sets.length === 0) return;
    await sql(`UPDATE users SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2`, params);
  }

  async markInvited(companyId: number, id: number): Promise<void> {
    await sql(`UPDATE users SET invited_at = now() WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }
}
