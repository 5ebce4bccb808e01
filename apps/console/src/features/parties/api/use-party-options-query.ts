import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { partyKeys } from './party-keys';
import type { PartyKind } from './party-types';

/** GET /api/erp/{customer|supplier}/select: options with each party's state (POS cart, purchase orders). */
export function usePartyOptionsQuery(kind: PartyKind) {
  return useQuery({
    queryKey: partyKeys.options(kind),
    queryFn: () => apiGet(`/api/erp/${kind}/select`),
  });
}
