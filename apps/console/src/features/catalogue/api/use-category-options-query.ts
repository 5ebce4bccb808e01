import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/erp/category/select: every category as an option (product form, filters, POS buttons). */
export function useCategoryOptionsQuery() {
  return useQuery({
    queryKey: catalogueKeys.categoryOptions(),
    queryFn: () => apiGet('/api/erp/category/select'),
  });
}
