import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api';
import { inventoryKeys } from './inventory-keys';

/** DELETE /api/erp/warehouse (unused, not the default) or /api/erp/purchase-order (unlocked, unpaid), ?id=. */
export function useDeleteInventoryMutation(kind: 'warehouse' | 'purchase-order') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (kind === 'warehouse' ? apiDelete('/api/erp/warehouse', { id }) : apiDelete('/api/erp/purchase-order', { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kind === 'warehouse' ? inventoryKeys.warehouses() : inventoryKeys.orders() }),
  });
}
