import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { partyKeys } from './party-keys';
import type { PartyKind } from './party-types';

/** GET /api/erp/customer or /api/erp/supplier: one page, with state and country names. */
export function usePartiesQuery(kind: PartyKind, request: PageRequest) {
  return useQuery({
    queryKey: partyKeys.list(kind, request),
    queryFn: () => apiGet(`/api/erp/${kind}`, toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}
