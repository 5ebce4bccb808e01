import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql, sqlAll } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { likePattern } from '../../../core/http/list-query.js';
import { columnsOf, expr, isoDate, returning, select, storedColumns } from '../../../core/database/typed-select.js';

export interface FinancialYearRow {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  is_active: boolean;
  is_locked: boolean;
  locked_at: Date | null;
}

const fy = columnsOf('financial_years', 'financial_years');
// Checked against the generated schema (core/database/typed-select.ts): dates answered as 'YYYY-MM-DD' text.
const YEAR = select<FinancialYearRow>({
  id: fy.id, name: fy.name, start_date: isoDate(fy.start_date), end_date: isoDate(fy.end_date),
  is_active: fy.is_active, is_locked: fy.is_locked, locked_at: fy.locked_at,
}, 'FROM financial_years');
const YEAR_ID = storedColumns('financial_years', ['id']);
type YearSpan = Pick<FinancialYearRow, 'id' | 'name' | 'start_date' | 'end_date'>;
const DEACTIVATE_OTHERS = returning<YearSpan>(
  `UPDATE financial_years SET is_active = false WHERE company_id = $1 AND is_active AND id <> $2`,
  { id: fy.id, name: fy.name, start_date: isoDate(fy.start_date), end_date: isoDate(fy.end_date) },
);
const COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, 'FROM financial_years');

const SORTABLE: Record<string, string> = { id: 'id', name: 'lower(name)', startDate: 'start_date', endDate: 'end_date' };
export const FINANCIAL_YEAR_SORTABLE = Object.keys(SORTABLE);

@Injectable()
export class FinancialYearsRepository {
  /**
   * The years containing a date, share-locked: a year cannot be locked while a post dated inside it is
   * in flight, and a post waits for a lock in flight to commit (then sees it locked).
   */
  async coveringForShare(companyId: number, date: string, lock = true): Promise<FinancialYearRow[]> {
    const { rows } = await sql(
      YEAR.and(`WHERE company_id = $1 AND $2::date BETWEEN start_date AND end_date${lock ? ' FOR SHARE' : ''}`),
      [companyId, date],
    );
    return rows;
  }

  async findById(companyId: number, id: number, forUpdate = false): Promise<FinancialYearRow | null> {
    const { rows } = await sql(
      YEAR.and(`WHERE company_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`),
      [companyId, id],
    );
    return rows[0] ?? null;
  }

  /** Serialises changes to one company's years (activation switch, overlap check) without a table lock. */
  async lockCompanyYears(companyId: number): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock(hashtext('financial_years'), $1::int)`, [companyId]);
  }

  async overlapping(companyId: number, startDate: string, endDate: string, exceptId: number): Promise<FinancialYearRow | null> {
    const { rows } = await sql(
      YEAR.and(`WHERE company_id = $1 AND id <> $4 AND daterange(start_date, end_date, '[]') && daterange($2::date, $3::date, '[]')
        ORDER BY start_date LIMIT 1`),
      [companyId, startDate, endDate, exceptId],
    );
    return rows[0] ?? null;
  }

  async nameTaken(companyId: number, name: string, exceptId: number): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM financial_years WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [
      companyId, name, exceptId,
    ]);
    return rows.length > 0;
  }

  /** Deactivates the active year (other than exceptId) and tells which one it was. */
  async deactivateOthers(companyId: number, exceptId: number): Promise<YearSpan[]> {
    const { rows } = await sql(DEACTIVATE_OTHERS, [companyId, exceptId]);
    return rows;
  }

  async findActive(companyId: number): Promise<FinancialYearRow | null> {
    const { rows } = await sql(YEAR.and(`WHERE company_id = $1 AND is_active`), [companyId]);
    return rows[0] ?? null;
  }

  async insert(companyId: number, input: { name: string; startDate: string; endDate: string; isActive: boolean; isLocked: boolean },
    userId: number | null): Promise<number> {
    const { rows } = await sql(
      YEAR_ID.returning(`INSERT INTO financial_years (company_id, name, start_date, end_date, is_active, is_locked, locked_at, locked_by, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN now() END, CASE WHEN $6 THEN $7::bigint END, $7)`),
      [companyId, input.name, input.startDate, input.endDate, input.isActive, input.isLocked, userId],
    );
    return Number(rows[0].id);
  }

  async update(companyId: number, id: number, input: { name: string; startDate: string; endDate: string; isActive: boolean; isLocked: boolean },
    userId: number | null): Promise<void> {
    await sql(
      `UPDATE financial_years SET name = $3, start_date = $4, end_date = $5, is_active = $6,
              locked_at = CASE WHEN $7 AND NOT is_locked THEN now() WHEN NOT $7 THEN NULL ELSE locked_at END,
              locked_by = CASE WHEN $7 AND NOT is_locked THEN $8::bigint WHEN NOT $7 THEN NULL ELSE locked_by END,
              is_locked = $7
        WHERE company_id = $1 AND id = $2`,
      [companyId, id, input.name, input.startDate, input.endDate, input.isActive, input.isLocked, userId],
    );
  }

  async list(companyId: number, query: ListQuery): Promise<[FinancialYearRow[], number]> {
    const params: unknown[] = [companyId];
    let where = 'company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      where += ` AND name ILIKE $${params.length}`;
    }
    const order = `${SORTABLE[query.sortBy] ?? 'id'} ${query.sortDirection}, id DESC`;
    const { rows } = await sql(
      YEAR.and(`WHERE ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`), params);
    const count = await sql(COUNT.and(`WHERE ${where}`), params);
    return [rows, count.rows[0].n];
  }

  /** The select route's only statement: a GET's COMMIT travels with it (sqlAll's `last`). */
  async select(companyId: number): Promise<{ id: string; name: string }[]> {
    const [{ rows }] = await sqlAll([{ text: `SELECT id, name FROM financial_years WHERE company_id = $1 ORDER BY start_date DESC`, params: [companyId] }],
      undefined, { last: true });
    return rows as { id: string; name: string }[];
  }

  /** Provisioning: the current Indian financial year, active unless another year already is. */
  async ensureYear(manager: EntityManager, companyId: number, year: { name: string; startDate: string; endDate: string }): Promise<void> {
    await sql(
      `INSERT INTO financial_years (company_id, name, start_date, end_date, is_active, is_locked)
       SELECT $1, $2, $3, $4, NOT EXISTS (SELECT 1 FROM financial_years WHERE company_id = $1 AND is_active), false
       ON CONFLICT DO NOTHING`,
      [companyId, year.name, year.startDate, year.endDate],
      manager,
    );
  }
}
