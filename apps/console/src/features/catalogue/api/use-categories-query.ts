import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/erp/category/all: one page of categories. */
export function useCategoriesQuery(request: PageRequest) {
  return useQuery({
    queryKey: catalogueKeys.categoryList(request),
    queryFn: () => apiGet('/api/erp/category/all', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}
