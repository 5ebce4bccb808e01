import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api';
import { partyKeys } from './party-keys';
import type { PartyKind } from './party-types';

/** DELETE /api/erp/customer or /api/erp/supplier (?id=): only a party no document or record uses. */
export function useDeletePartyMutation(kind: PartyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (kind === 'customer' ? apiDelete('/api/erp/customer', { id }) : apiDelete('/api/erp/supplier', { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.kind(kind) }),
  });
}
