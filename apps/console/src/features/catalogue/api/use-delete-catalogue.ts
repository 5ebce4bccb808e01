import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /api/erp/category or /api/erp/product (?id=): only what no document or product uses. */
export function useDeleteCatalogueMutation(kind: 'category' | 'product') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (kind === 'category' ? apiDelete('/api/erp/category', { id }) : apiDelete('/api/erp/product', { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
