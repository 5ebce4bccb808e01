import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { partyKeys } from './party-keys';

/** GET /api/erp/master/countries: reference data, cached for the session. */
export function useCountriesQuery() {
  return useQuery({
    queryKey: partyKeys.countries(),
    queryFn: () => apiGet('/api/erp/master/countries'),
    staleTime: Infinity,
  });
}

/** GET /api/erp/master/states?countryId: states with their GST codes. */
export function useStatesQuery(countryId: number | undefined) {
  return useQuery({
    queryKey: partyKeys.states(countryId ?? 0),
    queryFn: () => apiGet('/api/erp/master/states', { countryId }),
    enabled: !!countryId,
    staleTime: Infinity,
  });
}
