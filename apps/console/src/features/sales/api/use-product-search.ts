import type { Paged } from '@bizdesk/shared';
import { keepPreviousData, useQuery, useQueryClient, type QueryCacheNotifyEvent, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { apiGet, toPageQuery } from '../../../api';
import { catalogueKeys, type Product } from '../../catalogue';
import { exactAnswer, narrowHeld, searchText, type HeldAnswer } from '../product-search';

const SORT = 'name,asc';
/** Tiles on a page of the POS grid. */
export const POS_PAGE_SIZE = 24;
const LIST_KEY = [...catalogueKeys.products(), 'list'] as const;
/** A held answer stands in for the server's this long (the console's stale time is 30 s): then it is asked again. */
const HELD_FRESH_MS = 60_000;

interface ListRequest {
  search?: string;
  page: number;
  size?: number;
  sort?: string;
  categoryId?: number;
}

const isProductList = (key: readonly unknown[]) => key[0] === LIST_KEY[0] && key[1] === LIST_KEY[1] && key[2] === LIST_KEY[2];

/**
 * Every product page the console holds in name order (this page's answers and the product page's): an answer to an
 * earlier, shorter search can answer the text typed since. Refreshed (invalidated) answers and old ones are not used.
 */
function heldAnswers(queryClient: QueryClient): HeldAnswer[] {
  const now = Date.now();
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: LIST_KEY })
    .flatMap((query) => {
      const data = query.state.data as Paged<Product> | undefined;
      const request = query.queryKey[3] as ListRequest | undefined;
      if (!data || !request || request.sort !== SORT || query.state.isInvalidated || now - query.state.dataUpdatedAt > HELD_FRESH_MS) return [];
      return [{ search: searchText(request.search ?? ''), categoryId: request.categoryId ?? null, page: request.page, answer: data }];
    });
}

/** heldAnswers, read again whenever a product page arrives or is invalidated. */
function useHeldAnswers(): HeldAnswer[] {
  const queryClient = useQueryClient();
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
        // An answer arrived, or Refresh made one stale (a grid shown from it asks the server again).
        if (event.type !== 'updated' || !['success', 'invalidate'].includes(event.action.type) || !isProductList(event.query.queryKey)) return;
        version.current += 1;
        onChange();
      }),
    [queryClient],
  );
  useSyncExternalStore(subscribe, () => version.current);
  return heldAnswers(queryClient);
}

/** The server's page of a search: the grid's query. */
function productPageQuery(text: string, categoryId: number | null, page: number, size: number) {
  const request = { search: text, page, size, sort: SORT, categoryId: categoryId ?? undefined };
  return {
    queryKey: catalogueKeys.productList(request),
    queryFn: () => apiGet('/api/erp/product', { ...toPageQuery(request), categoryId: request.categoryId }),
  };
}

/**
 * Asks the server for the first page of `typed` at once, from the key's own event, unless what is held answers it:
 * the request leaves before the page draws the key (on a phone's CPU that draw is tens of milliseconds).
 */
export function useAskAtOnce(size: number): (typed: string, categoryId: number | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (typed: string, categoryId: number | null) => {
      const text = searchText(typed);
      if (exactAnswer(heldAnswers(queryClient), text, categoryId, 0, size)) return;
      void queryClient.prefetchQuery(productPageQuery(text, categoryId, 0, size));
    },
    [queryClient, size],
  );
}

/** Starts the grid's first page (nothing typed, every category) before the page draws: see prefetchSalesPage. */
export function prefetchFirstProductPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(productPageQuery('', null, 0, POS_PAGE_SIZE));
}

export interface ProductSearch {
  /** The products to show now. */
  list: Product[];
  /** The whole answer's size, when known (the pager). */
  totalPages: number;
  totalRecords: number;
  /** The server has not answered this search yet: `list` is what the held products narrow to. */
  pending: boolean;
}

/**
 * One page of the POS grid for what is typed (no pause: there is nothing to wait for). From what is held when that
 * is the whole answer; else the server is asked at once, and the held products that match show meanwhile.
 */
export function useProductSearch({ typed, categoryId, page, size }: { typed: string; categoryId: number | null; page: number; size: number }): ProductSearch {
  const text = searchText(typed);
  const helds = useHeldAnswers();
  const exact = exactAnswer(helds, text, categoryId, page, size);
  const server = useQuery({
    ...productPageQuery(text, categoryId, page, size),
    enabled: exact === null,
    placeholderData: keepPreviousData,
  });
  if (exact) return { ...exact, pending: false };
  if (server.data && !server.isPlaceholderData) return { ...server.data, pending: false };
  // Paging on: the page before stays until the next arrives (it is not a narrowing of the new one).
  if (page > 0 && server.data) return { ...server.data, pending: true };
  return { list: narrowHeld(helds, text, categoryId, size), totalPages: 0, totalRecords: 0, pending: true };
}
