import { useMutation } from '@tanstack/react-query';
import { apiDelete, mutationKey } from '../../../api';

/** DELETE /api/erp/warehouse (unused, not the default) or /api/erp/purchase-order (unlocked, unpaid), ?id=. */
export function useDeleteInventoryMutation(kind: 'warehouse' | 'purchase-order') {
  return useMutation({
    mutationKey: mutationKey('inventory.delete', kind),
    mutationFn: (id: number) => (kind === 'warehouse' ? apiDelete('/api/erp/warehouse', { id }) : apiDelete('/api/erp/purchase-order', { id })),
  });
}
