import type { PageRequest } from '../../../api';
import type { PartyKind } from './party-types';

/** Query keys for parties and the country/state masters. */
export const partyKeys = {
  all: ['parties'] as const,
  kind: (kind: PartyKind) => [...partyKeys.all, kind] as const,
  list: (kind: PartyKind, request: PageRequest) => [...partyKeys.kind(kind), 'list', request] as const,
  options: (kind: PartyKind) => [...partyKeys.kind(kind), 'options'] as const,
  // Under the party kind, so a receipt or an opening-balance payment (which reloads its kind) reloads these lists too.
  receipts: (customerId: number, request: PageRequest) => [...partyKeys.kind('customer'), 'receipts', customerId, request] as const,
  openingPayments: (supplierId: number, request: PageRequest) => [...partyKeys.kind('supplier'), 'opening-payments', supplierId, request] as const,
  countries: () => ['masters', 'countries'] as const,
  states: (countryId: number) => ['masters', 'states', countryId] as const,
};
