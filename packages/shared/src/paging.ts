/**
 * The list contract: one query parameter `q`, the URL-encoded JSON
 * {"search","page","size","sort"}; pages count from 0; paged data is
 * { list, totalPages, totalRecords }.
 */

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const DEFAULT_SORT = 'id,desc';

export interface ListQuery {
  search?: string;
  /** From 0. */
  page?: number;
  size?: number;
  /** "field,asc" or "field,desc". */
  sort?: string;
}

/** A list query with every default applied and every value checked. */
export interface NormalizedListQuery {
  search: string;
  page: number;
  size: number;
  sort: string;
}

export interface Paged<T> {
  list: T[];
  totalPages: number;
  totalRecords: number;
}

export interface SelectOption {
  id: number;
  name: string;
}

export type SortDirection = 'asc' | 'desc';

export interface SortSpec {
  field: string;
  direction: SortDirection;
}

export class ListQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListQueryError';
  }
}

/**
 * The value of the `q` parameter: URL-encoded JSON of the fields that are set, ready to be
 * put in a URL as is (`?q=${encodeListQuery(q)}`); do not encode it again with
 * URLSearchParams.
 */
export function encodeListQuery(query: ListQuery): string {
  const body: ListQuery = {};
  if (query.search !== undefined) body.search = query.search;
  if (query.page !== undefined) body.page = query.page;
  if (query.size !== undefined) body.size = query.size;
  if (query.sort !== undefined) body.sort = query.sort;
  return encodeURIComponent(JSON.stringify(body));
}

const SORT_PATTERN = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?),(asc|desc)$/i;

/** "createdOn,desc" -> { field: 'createdOn', direction: 'desc' }; throws ListQueryError otherwise. */
export function parseSort(sort: string): SortSpec {
  const m = SORT_PATTERN.exec(sort.trim());
  if (!m) throw new ListQueryError(`sort must look like "field,asc" or "field,desc", got "${sort}"`);
  return { field: m[1], direction: m[2].toLowerCase() as SortDirection };
}

function intOf(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new ListQueryError(`${name} must be a whole number`);
  return n;
}

/**
 * Applies defaults and checks a list query from any source (decoded `q` JSON or plain
 * parameters): page >= 0, 1 <= size (sizes above PAGE_SIZE_MAX are capped to it), sort
 * "field,asc|desc". Throws ListQueryError on malformed values, so the API answers 400.
 */
export function normalizeListQuery(input: unknown): NormalizedListQuery {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new ListQueryError('q must be a JSON object');
  const raw = input as Record<string, unknown>;
  if (raw.search !== undefined && raw.search !== null && typeof raw.search !== 'string') {
    throw new ListQueryError('search must be text');
  }
  const page = intOf(raw.page, 'page') ?? 0;
  if (page < 0) throw new ListQueryError('page must not be negative');
  const size = intOf(raw.size, 'size') ?? PAGE_SIZE_DEFAULT;
  if (size < 1) throw new ListQueryError('size must be at least 1');
  let sort = DEFAULT_SORT;
  if (raw.sort !== undefined && raw.sort !== null && raw.sort !== '') {
    if (typeof raw.sort !== 'string') throw new ListQueryError('sort must be text');
    const spec = parseSort(raw.sort);
    sort = `${spec.field},${spec.direction}`;
  }
  return {
    search: typeof raw.search === 'string' ? raw.search.trim() : '',
    page,
    size: Math.min(size, PAGE_SIZE_MAX),
    sort,
  };
}

/**
 * Reads the `q` parameter as a server receives it (already URL-decoded once by the HTTP
 * layer; a still-encoded value is decoded too). Missing or empty gives the defaults.
 */
export function parseListQuery(q: string | undefined | null): NormalizedListQuery {
  if (q === undefined || q === null || q.trim() === '') return normalizeListQuery({});
  let text = q.trim();
  if (text.startsWith('%7B') || text.startsWith('%7b')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      throw new ListQueryError('q is not valid URL-encoded JSON');
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ListQueryError('q is not valid JSON');
  }
  return normalizeListQuery(parsed);
}

export function totalPagesOf(totalRecords: number, size: number): number {
  return size > 0 ? Math.ceil(totalRecords / size) : 0;
}

/** Wraps one page of rows in the paged answer. */
export function toPaged<T>(list: T[], totalRecords: number, size: number): Paged<T> {
  return { list, totalPages: totalPagesOf(totalRecords, size), totalRecords };
}

/** SQL offset of a page. */
export function offsetOf(query: Pick<NormalizedListQuery, 'page' | 'size'>): number {
  return query.page * query.size;
}

/** "Showing X to Y of Z entries" numbers for the pager (X is 0 when there are no rows). */
export function pageWindow(page: number, size: number, totalRecords: number): { from: number; to: number; total: number } {
  if (totalRecords === 0) return { from: 0, to: 0, total: 0 };
  const from = page * size + 1;
  return { from, to: Math.min(totalRecords, (page + 1) * size), total: totalRecords };
}
