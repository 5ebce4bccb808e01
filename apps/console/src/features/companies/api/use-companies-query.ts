import { type PageRequest } from '../../../api';
import { companyKeys } from './company-keys';
import type { CompanyStatus } from './company-types';
import { usePageQuery } from '../../../shared/use-page-query';

/** Paged company list (platform administrators), optionally one status. The page shows failures in a banner. */
export function useCompaniesQuery(request: PageRequest, status?: CompanyStatus) {
  return usePageQuery(companyKeys.list(request, status), '/api/erp/company', request, { filters: { status }, get: { notifyOnError: false } });
}
