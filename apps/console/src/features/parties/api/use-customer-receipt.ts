import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { partyKeys } from './party-keys';
import type { CustomerReceiptRequest } from './party-types';

/** POST /api/erp/customer-receipt: what a customer pays later, set against the oldest open credit invoices. */
export function useCustomerReceiptMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerReceiptRequest) => apiPost('/api/erp/customer-receipt', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.kind('customer') }),
  });
}
