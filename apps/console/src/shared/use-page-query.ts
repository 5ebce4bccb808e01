import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiGet, toPageQuery, type GetOptions, type PageRequest, type PathFor, type QueryParams } from '../api';

export interface PageQueryOptions {
  /** The list's own filters, sent beside the page (`{ status }`, `{ customerId }`). */
  filters?: QueryParams;
  /** As for apiGet: `{ notifyOnError: false }` when the screen shows the error itself. */
  get?: GetOptions;
  /** False while the list is not on screen (a closed panel): nothing is fetched. */
  enabled?: boolean;
}

/**
 * One page of a server list (spec 4's `q` of search, page, size and sort): the answer is typed by the path, and the
 * page on screen stays while the next one loads, so paging and searching do not blank the table.
 */
export function usePageQuery<P extends PathFor<'get'>>(queryKey: QueryKey, path: P, request: PageRequest, options: PageQueryOptions = {}) {
  const { filters, get, enabled = true } = options;
  return useQuery({
    queryKey,
    queryFn: () => apiGet(path, filters ? { ...toPageQuery(request), ...filters } : toPageQuery(request), get),
    placeholderData: keepPreviousData,
    enabled,
  });
}
