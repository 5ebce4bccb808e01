import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { CustomerReceiptRequest } from './party-types';

/** POST /api/erp/customer-receipt: what a customer pays later, set against the oldest open credit invoices. */
export function useCustomerReceiptMutation() {
  return useMutation({
    mutationKey: mutationKey('parties.customer-receipt'),
    mutationFn: (body: CustomerReceiptRequest) => apiPost('/api/erp/customer-receipt', body),
  });
}
