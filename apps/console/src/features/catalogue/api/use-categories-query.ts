import { usePageQuery } from '../../../shared/use-page-query';
import { type PageRequest } from '../../../api';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/erp/category/all: one page of categories. */
export function useCategoriesQuery(request: PageRequest) {
  return usePageQuery(catalogueKeys.categoryList(request), '/api/erp/category/all', request);
}
