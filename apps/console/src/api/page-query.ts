import { DEFAULT_SORT, PAGE_SIZE_DEFAULT, type ListQuery } from '@bizdesk/shared';

/** Paged-list query: one parameter `q` holding the JSON of search, page, size and sort. */

export const PAGE_SIZE = PAGE_SIZE_DEFAULT;
export { DEFAULT_SORT };

export interface PageRequest extends ListQuery {
  search?: string;
  /** Zero-based. */
  page: number;
}

/**
 * The query object for a paged GET. The client's query serializer applies
 * encodeURIComponent exactly once, so the URL carries q=encodeURIComponent(JSON.stringify(...)).
 * (@bizdesk/shared's encodeListQuery returns an already-encoded string, for hand-built URLs.)
 */
export function toPageQuery({ search = '', page, size = PAGE_SIZE, sort = DEFAULT_SORT }: PageRequest): { q: string } {
  return { q: JSON.stringify({ search: search.trim(), page, size, sort }) };
}
