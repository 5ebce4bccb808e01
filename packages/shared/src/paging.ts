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

/** One page of a list, as the API answers it. */
export interface Paged<T> {
  list: T[];
  totalPages: number;
  totalRecords: number;
}

export interface SelectOption {
  id: number;
  name: string;
}

/** The value of the single `q` parameter (already URL-encoded: do not pass it through URLSearchParams). */
export function encodeListQuery(query: ListQuery): string {
  const body: ListQuery = {};
  if (query.search !== undefined) body.search = query.search;
  if (query.page !== undefined) body.page = query.page;
  if (query.size !== undefined) body.size = query.size;
  if (query.sort !== undefined) body.sort = query.sort;
  return encodeURIComponent(JSON.stringify(body));
}

export function totalPagesOf(totalRecords: number, size: number): number {
  return size > 0 ? Math.ceil(totalRecords / size) : 0;
}

/** Wraps one page of rows in the paged answer. */
export function toPaged<T>(list: T[], totalRecords: number, size: number): Paged<T> {
  return { list, totalPages: totalPagesOf(totalRecords, size), totalRecords };
}

/** The 'Showing X to Y of Z entries' numbers of a page (X and Y count from 1). */
export function pageWindow(page: number, size: number, totalRecords: number): { from: number; to: number; total: number } {
  if (totalRecords === 0) return { from: 0, to: 0, total: 0 };
  const from = page * size + 1;
  return { from, to: Math.min(totalRecords, (page + 1) * size), total: totalRecords };
}
