import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { companyKeys } from './company-keys';
import type { CompanyStatus } from './company-types';

/** Paged company list (platform administrators), optionally one status. The page shows failures in a banner. */
export function useCompaniesQuery(request: PageRequest, status?: CompanyStatus) {
  return useQuery({
    queryKey: companyKeys.list(request, status),
    queryFn: () => apiGet('/api/erp/company', { ...toPageQuery(request), status }, { notifyOnError: false }),
    placeholderData: keepPreviousData, // keep rows on screen while the next page loads
  });
}
