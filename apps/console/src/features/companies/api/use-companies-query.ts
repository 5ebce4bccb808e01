import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PagedList, type PageRequest } from '../../../api';
import { companyKeys } from './company-keys';
import type { Company } from './company-types';

/** Paged company list (platform administrators). The page shows failures in a banner. */
export function useCompaniesQuery(request: PageRequest) {
  return useQuery({
    queryKey: companyKeys.list(request),
    queryFn: () => apiGet<PagedList<Company>>('/api/erp/company', toPageQuery(request), { notifyOnError: false }),
    placeholderData: keepPreviousData, // keep rows on screen while the next page loads
  });
}
