import { useMutation } from '@tanstack/react-query';
import { apiDelete, mutationKey } from '../../../api';

/** DELETE /api/erp/category or /api/erp/product (?id=): only what no document or product uses. */
export function useDeleteCatalogueMutation(kind: 'category' | 'product') {
  return useMutation({
    mutationKey: mutationKey('catalogue.delete', kind),
    mutationFn: (id: number) => (kind === 'category' ? apiDelete('/api/erp/category', { id }) : apiDelete('/api/erp/product', { id })),
  });
}
