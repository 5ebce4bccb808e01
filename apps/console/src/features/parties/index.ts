// The public surface of features/parties: other features import only from here (scripts/check-boundaries).
export type { PartyOption } from './api/party-types';
export { useCountriesQuery, useStatesQuery } from './api/use-masters-query';
export { usePartyOptionsQuery } from './api/use-party-options-query';
