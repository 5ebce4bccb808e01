import type { QueryClient } from '@tanstack/react-query';
import { posContextQuery } from './use-pos-context-query';
import { prefetchFirstProductPage } from './use-product-search';

/**
 * What the POS page's first tiles wait for, asked as soon as the route is known (app/router.tsx PAGE_DATA), while
 * the page's own chunks are still loading and evaluating: on a phone's CPU that takes as long as the answers' round
 * trip (issue 32 item 4). A module of its own so that it does not wait for the page's antd components.
 */
export function prefetchSalesPage(queryClient: QueryClient): void {
  prefetchFirstProductPage(queryClient);
  void queryClient.prefetchQuery(posContextQuery(null));
}
