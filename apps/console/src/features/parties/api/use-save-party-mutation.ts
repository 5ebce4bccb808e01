import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { PartyKind, PartySaveRequest } from './party-types';

/** POST /api/erp/{customer|supplier} (id 0 creates), then reloads that kind's lists and options. */
export function useSavePartyMutation(kind: PartyKind) {
  return useMutation({
    mutationKey: mutationKey('parties.save', kind),
    mutationFn: (party: PartySaveRequest) => apiPost(`/api/erp/${kind}`, party),
  });
}
