import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { salesKeys } from './sales-keys';
import type { CreditNoteRequest } from './sales-types';

/** POST /api/erp/credit-note: returns by lines (stock back, tax and sale reversed, its own CN series). */
export function useCreditNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditNoteRequest) => apiPost('/api/erp/credit-note', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
