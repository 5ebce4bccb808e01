import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { companyKeys } from './company-keys';

/** The signed-in company's own record. The page shows failures in a banner. */
export function useCompanyProfileQuery() {
  return useQuery({
    queryKey: companyKeys.profile(),
    queryFn: () => apiGet('/api/erp/company/profile', undefined, { notifyOnError: false }),
  });
}
