import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { companyKeys } from './company-keys';
import type { Company } from './company-types';

/** The signed-in company's own record. The page shows failures in a banner. */
export function useCompanyProfileQuery() {
  return useQuery({
    queryKey: companyKeys.profile(),
    queryFn: () => apiGet<Company>('/api/erp/company/profile', undefined, { notifyOnError: false }),
  });
}
