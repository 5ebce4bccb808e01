import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/erp/product: one page of products, optionally of one category. */
export function useProductsQuery(request: PageRequest & { categoryId?: number }, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogueKeys.productList(request),
    queryFn: () => {
      const { categoryId, ...page } = request;
      return apiGet('/api/erp/product', { ...toPageQuery(page), categoryId });
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
