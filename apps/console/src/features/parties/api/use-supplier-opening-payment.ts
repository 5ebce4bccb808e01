import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { SupplierOpeningPaymentRequest } from './party-types';

/** POST /api/erp/opening-balance/supplier-payment: money paid to a supplier against what it was owed when the books started. */
export function useSupplierOpeningPaymentMutation() {
  return useMutation({
    mutationKey: mutationKey('parties.supplier-opening-payment'),
    mutationFn: (body: SupplierOpeningPaymentRequest) => apiPost('/api/erp/opening-balance/supplier-payment', body),
  });
}
