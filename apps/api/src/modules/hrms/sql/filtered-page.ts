import { expr, select, type TypedQuery } from '../../../core/database/typed-select.js';
import { likePattern } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';

/**
 * One page of a company's rows filtered by optional conditions, and how many rows match in all: the list idiom of the
 * HRMS, attendance and leave repositories (shared through modules/hrms/index.ts). A platform idiom with no business
 * rule: it belongs in core/ beside typed-select.ts, where inventory's lists could use it too; wave 3 kept it here so
 * the core change stays in one hand.
 *
 *   const list = new FilteredPage('d.company_id', companyId).search(query.search, ['d.name', 'd.user_name']);
 *   return list.page(DEVICE, DEVICES_FROM, `${SORTABLE[query.sortBy] ?? 'd.id'} ${query.sortDirection}, d.id DESC`, query);
 */
export class FilteredPage {
  readonly params: unknown[];
  private where: string;

  constructor(companyColumn: string, companyId: number) {
    this.params = [companyId];
    this.where = `${companyColumn} = $1`;
  }

  /** Adds a condition binding `value` as the next parameter. */
  add(value: unknown, clause: (placeholder: string) => string): this {
    this.params.push(value);
    this.where += ` AND ${clause(`$${this.params.length}`)}`;
    return this;
  }

  /** Rows whose `columns` (SQL expressions) contain `search`, any case; no condition when the search is empty. */
  search(search: string, columns: readonly string[]): this {
    if (!search) return this;
    return this.add(likePattern(search), (p) => `(${columns.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`);
  }

  /** The page of `rows` (whose FROM is `from`) in `order`, and the count of all matching rows. */
  async page<Row>(rows: TypedQuery<Row>, from: string, order: string, at: { offset: number; size: number }): Promise<[Row[], number]> {
    const count = select<{ n: number }>({ n: expr<number>('count(*)::int') }, from);
    const total = (await sql(count.and(`WHERE ${this.where}`), this.params)).rows[0].n;
    const n = this.params.length;
    const page = (await sql(rows.and(`WHERE ${this.where} ORDER BY ${order} OFFSET $${n + 1} LIMIT $${n + 2}`), [...this.params, at.offset, at.size])).rows;
    return [page, total];
  }
}
