/** Paged-list query: one parameter `q` holding the JSON of search, page, size and sort. */

export const PAGE_SIZE = 20;
export const DEFAULT_SORT = 'id,desc';

export interface PageRequest {
  search?: string;
  /** Zero-based. */
  page: number;
  size?: number;
  sort?: string;
}

/**
 * Returns the query object for a paged GET. The client's query serializer applies
 * encodeURIComponent exactly once, so the URL carries q=encodeURIComponent(JSON.stringify(...)).
 */
export function toPageQuery({ search = '', page, size = PAGE_SIZE, sort = DEFAULT_SORT }: PageRequest): { q: string } {
  return { q: JSON.stringify({ search: search.trim(), page, size, sort }) };
}
