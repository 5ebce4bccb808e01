import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/erp/product/select: every product with prices and GST (purchase order lines). */
export function useProductOptionsQuery() {
  return useQuery({
    queryKey: catalogueKeys.productOptions(),
    queryFn: () => apiGet('/api/erp/product/select'),
  });
}
