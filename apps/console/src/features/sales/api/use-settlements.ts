import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { CreditNoteRequest } from './sales-types';

/** POST /api/erp/credit-note: returns by lines (stock back, tax and sale reversed, its own CN series). */
export function useCreditNoteMutation() {
  return useMutation({
    mutationKey: mutationKey('sales.credit-note'),
    mutationFn: (body: CreditNoteRequest) => apiPost('/api/erp/credit-note', body),
  });
}
