import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { salesKeys } from './sales-keys';

export interface CreditNoteRequest {
  saleInvoiceId: number;
  items: { lineNo: number; quantity: string }[];
  reason?: string;
}

/** POST /api/erp/credit-note: returns by lines (stock back, tax and sale reversed, its own CN series). */
export function useCreditNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditNoteRequest) => apiPost<{ creditNoteNumber: string }>('/api/erp/credit-note', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
