import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { CheckoutRequest } from './sales-types';

/** POST /api/erp/sale-invoice: the server prices, taxes, numbers and posts the sale. */
export function useCheckoutMutation() {
  return useMutation({
    mutationKey: mutationKey('sales.checkout'),
    mutationFn: (cart: CheckoutRequest) => apiPost('/api/erp/sale-invoice', cart),
  });
}
