import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { ProductSaveRequest } from './catalogue-types';

/** POST /api/erp/product (id 0 creates), then reloads the product lists. */
export function useSaveProductMutation() {
  return useMutation({
    mutationKey: mutationKey('catalogue.product.save'),
    mutationFn: (product: ProductSaveRequest) => apiPost('/api/erp/product', product),
  });
}
