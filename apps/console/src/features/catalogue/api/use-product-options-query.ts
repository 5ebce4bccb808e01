import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { catalogueKeys } from './catalogue-keys';
import type { Product } from './catalogue-types';

/** GET /api/erp/product/select: every product with prices and GST (purchase order lines). */
export function useProductOptionsQuery() {
  return useQuery({
    queryKey: catalogueKeys.productOptions(),
    queryFn: () => apiGet<Product[]>('/api/erp/product/select'),
  });
}
