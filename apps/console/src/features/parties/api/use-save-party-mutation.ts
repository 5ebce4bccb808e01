import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { partyKeys } from './party-keys';
import type { PartyKind, PartySaveRequest } from './party-types';

/** POST /api/erp/{customer|supplier} (id 0 creates), then reloads that kind's lists and options. */
export function useSavePartyMutation(kind: PartyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: PartySaveRequest) => apiPost(`/api/erp/${kind}`, party),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.kind(kind) }),
  });
}
