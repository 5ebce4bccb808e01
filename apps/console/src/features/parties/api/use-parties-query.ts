import { usePageQuery } from '../../../shared/use-page-query';
import { type PageRequest } from '../../../api';
import { partyKeys } from './party-keys';
import type { PartyKind } from './party-types';

/** GET /api/erp/customer or /api/erp/supplier: one page, with state and country names. */
export function usePartiesQuery(kind: PartyKind, request: PageRequest) {
  return usePageQuery(partyKeys.list(kind, request), `/api/erp/${kind}`, request);
}
