import type { PageRequest } from '../../../api';
import type { PartyKind } from './party-types';

/** Query keys for parties and the country/state masters. */
export const partyKeys = {
  all: ['parties'] as const,
  kind: (kind: PartyKind) => [...partyKeys.all, kind] as const,
  list: (kind: PartyKind, request: PageRequest) => [...partyKeys.kind(kind), 'list', request] as const,
  options: (kind: PartyKind) => [...partyKeys.kind(kind), 'options'] as const,
  countries: () => ['masters', 'countries'] as const,
  states: (countryId: number) => ['masters', 'states', countryId] as const,
};
