import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { likePattern } from '../../../core/http/list-query.js';
import { columnsOf, countOf, selectList, storedColumns, TypedQuery } from '../../../core/database/typed-select.js';

export type CategoryKind = 'EXPENSE' | 'INCOME';

const TABLE: Record<CategoryKind, string> = { EXPENSE: 'expense_categories', INCOME: 'income_categories' };

export interface CategoryRow {
  id: string;
  name: string;
  description: string | null;
  account_id: string;
  account_name: string;
}

// Expense and income categories have the same columns: typed from expense_categories, read under alias c.
const c = columnsOf('expense_categories', 'c');
const CATEGORY_LIST = selectList<CategoryRow>({ id: c.id, name: c.name, description: c.description, account_id: c.account_id, account_name: columnsOf('coa_accounts', 'a').name });
const CATEGORY_ID = storedColumns('expense_categories', ['id']);
const CATEGORY_OPTION = storedColumns('expense_categories', ['id', 'name']);

const SORTABLE: Record<string, string> = { id: 'c.id', name: 'lower(c.name)' };
export const CATEGORY_SORTABLE = Object.keys(SORTABLE);

/** Expense and income categories: the same table shape, chosen by kind. */
@Injectable()
export class CategoriesRepository {
  /** Categories of one kind with their account's name, `rest` after the FROM (a WHERE, an ORDER BY ...). */
  private categories(kind: CategoryKind, rest: string): TypedQuery<CategoryRow> {
    return new TypedQuery<CategoryRow>(
      `SELECT ${CATEGORY_LIST} FROM ${TABLE[kind]} c JOIN coa_accounts a ON a.company_id = c.company_id AND a.id = c.account_id ${rest}`,
    );
  }

  async findById(kind: CategoryKind, companyId: number, id: number): Promise<CategoryRow | null> {
    const { rows } = await sql(
      this.categories(kind, `WHERE c.company_id = $1 AND c.id = $2`),
      [companyId, id],
    );
    return rows[0] ?? null;
  }

  async nameTaken(kind: CategoryKind, companyId: number, name: string, exceptId: number): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM ${TABLE[kind]} WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [
      companyId, name, exceptId,
    ]);
    return rows.length > 0;
  }

  async insert(kind: CategoryKind, companyId: number, f: { name: string; description: string | null; accountId: number }, userId: number | null): Promise<number> {
    const { rows } = await sql(
      CATEGORY_ID.returning(`INSERT INTO ${TABLE[kind]} (company_id, name, description, account_id, created_by) VALUES ($1, $2, $3, $4, $5)`),
      [companyId, f.name, f.description, f.accountId, userId],
    );
    return Number(rows[0].id);
  }

  async update(kind: CategoryKind, companyId: number, id: number, f: { name: string; description: string | null; accountId: number }): Promise<void> {
    await sql(`UPDATE ${TABLE[kind]} SET name = $3, description = $4, account_id = $5 WHERE company_id = $1 AND id = $2`, [
      companyId, id, f.name, f.description, f.accountId,
    ]);
  }

  async list(kind: CategoryKind, companyId: number, query: ListQuery): Promise<[CategoryRow[], number]> {
    const params: unknown[] = [companyId];
    let where = 'c.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      where += ` AND (c.name ILIKE $2 OR c.description ILIKE $2)`;
    }
    const order = `${SORTABLE[query.sortBy] ?? 'c.id'} ${query.sortDirection}, c.id DESC`;
    const { rows } = await sql(this.categories(kind, `WHERE ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`), params);
    const count = await sql(countOf(`FROM ${TABLE[kind]} c WHERE ${where}`), params);
    return [rows, count.rows[0].n];
  }

  async select(kind: CategoryKind, companyId: number): Promise<{ id: string; name: string }[]> {
    const { rows } = await sql(CATEGORY_OPTION.select(`FROM ${TABLE[kind]} WHERE company_id = $1 ORDER BY lower(name)`), [companyId]);
    return rows;
  }

  /** Provisioning: a default category mapped to the account with the given system code. */
  async ensureDefault(manager: EntityManager, kind: CategoryKind, companyId: number, c: { name: string; description: string; accountCode: string }): Promise<void> {
    await sql(
      `INSERT INTO ${TABLE[kind]} (company_id, name, description, account_id)
       SELECT $1, $2, $3, a.id FROM coa_accounts a WHERE a.company_id = $1 AND a.system_code = $4
       ON CONFLICT DO NOTHING`,
      [companyId, c.name, c.description, c.accountCode],
      manager,
    );
  }
}
