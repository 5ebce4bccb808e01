import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { catalogueKeys } from './catalogue-keys';
import type { ProductSaveRequest } from './catalogue-types';

/** POST /api/erp/product (id 0 creates), then reloads the product lists. */
export function useSaveProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: ProductSaveRequest) => apiPost('/api/erp/product', product),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products() }),
  });
}
