import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { dashboardKeys } from '../../dashboard';
import { inventoryKeys } from '../../inventory';
import { salesKeys } from './sales-keys';
import type { CheckoutRequest } from './sales-types';

/** POST /api/erp/sale-invoice: the server prices, taxes, numbers and posts the sale. */
export function useCheckoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cart: CheckoutRequest) => apiPost('/api/erp/sale-invoice', cart),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.stock() }),
      ]),
  });
}
