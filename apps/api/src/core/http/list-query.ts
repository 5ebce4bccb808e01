import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, toPaged, type Paged } from '@bizdesk/shared';
import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export interface ListQueryOptions {
  /** Columns a caller may sort by (API names, e.g. 'id', 'name', 'expenseDate'). 'id' is always allowed. */
  sortable?: readonly string[];
  /** Largest page a caller may ask for. */
  maxSize?: number;
  defaultSize?: number;
}

export interface ListQuery {
  search: string;
  page: number;
  size: number;
  sortBy: string;
  sortDirection: 'ASC' | 'DESC';
  /** Offset of the first row of the page. */
  offset: number;
}

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Paged };

function bad(message: string): never {
  throw new BadRequestException({ message });
}

function toInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 0) bad(`${name} must be a whole number of at least 0`);
  return n;
}

/**
 * The list contract: one `q` parameter holding URL-encoded JSON {search, page, size, sort}, or the same
 * names as plain parameters (plain ones win over q). Page starts at 0; size is capped; sort is 'column,dir'
 * and only whitelisted columns are accepted, so a caller can never sort by an arbitrary expression.
 */
export function parseListQuery(query: Record<string, unknown>, options: ListQueryOptions = {}): ListQuery {
  let fromQ: Record<string, unknown> = {};
  if (typeof query.q === 'string' && query.q.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(query.q);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) bad('q must be a JSON object');
      fromQ = parsed as Record<string, unknown>;
    } catch (e) {
      if (e instanceof BadRequestException) throw e;
      bad('q must be URL-encoded JSON like {"search":"","page":0,"size":20,"sort":"id,desc"}');
    }
  }
  const pick = (key: string): unknown => (query[key] !== undefined && query[key] !== '' ? query[key] : fromQ[key]);
  const maxSize = options.maxSize ?? PAGE_SIZE_MAX;
  const page = toInt(pick('page'), 'page') ?? 0;
  const requestedSize = toInt(pick('size'), 'size') ?? options.defaultSize ?? PAGE_SIZE_DEFAULT;
  if (requestedSize === 0) bad('size must be at least 1');
  const size = Math.min(requestedSize, maxSize);
  const searchRaw = pick('search');
  const search = searchRaw === undefined || searchRaw === null ? '' : String(searchRaw).trim().slice(0, 200);

  const sortRaw = String(pick('sort') ?? 'id,desc');
  const [column = 'id', dir = 'desc'] = sortRaw.split(',').map((s) => s.trim());
  const sortable = new Set(['id', ...(options.sortable ?? [])]);
  if (!sortable.has(column)) bad(`Cannot sort by '${column}'. Allowed: ${[...sortable].join(', ')}`);
  const direction = dir.toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') bad(`Sort direction must be asc or desc`);
  if (page > 1_000_000) bad('page is too large');
  return { search, page, size, sortBy: column, sortDirection: direction === 'asc' ? 'ASC' : 'DESC', offset: page * size };
}

/** Controller parameter: `@ListParams({ sortable: ['name'] }) list: ListQuery`. */
export const ListParams = createParamDecorator((options: ListQueryOptions | undefined, ctx: ExecutionContext) =>
  parseListQuery(ctx.switchToHttp().getRequest<Request>().query as Record<string, unknown>, options),
);

export function paged<T>(list: T[], totalRecords: number, query: Pick<ListQuery, 'size'>): Paged<T> {
  return toPaged(list, totalRecords, query.size);
}

/**
 * The list envelope of one page a repository read: its rows (made views by `toView` when given) and the total of
 * every matching row. The three lines each company list's service wrote around its repository's page.
 */
export function pageOf<Row>(query: Pick<ListQuery, 'size'>, page: Promise<[Row[], number]>): Promise<Paged<Row>>;
export function pageOf<Row, View>(query: Pick<ListQuery, 'size'>, page: Promise<[Row[], number]>, toView: (row: Row) => View): Promise<Paged<View>>;
export async function pageOf<Row, View>(query: Pick<ListQuery, 'size'>, page: Promise<[Row[], number]>, toView?: (row: Row) => View): Promise<Paged<Row | View>> {
  const [rows, total] = await page;
  return paged<Row | View>(toView ? rows.map(toView) : rows, total, query);
}

/** Escapes LIKE wildcards so a search for '50%' means the text, not a pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
