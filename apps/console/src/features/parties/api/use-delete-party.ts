import { useMutation } from '@tanstack/react-query';
import { apiDelete, mutationKey } from '../../../api';
import type { PartyKind } from './party-types';

/** DELETE /api/erp/customer or /api/erp/supplier (?id=): only a party no document or record uses. */
export function useDeletePartyMutation(kind: PartyKind) {
  return useMutation({
    mutationKey: mutationKey('parties.delete', kind),
    mutationFn: (id: number) => (kind === 'customer' ? apiDelete('/api/erp/customer', { id }) : apiDelete('/api/erp/supplier', { id })),
  });
}
