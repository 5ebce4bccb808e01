import type { BodyOf } from '@bizdesk/api-client';
import { usePageQuery } from '../../../shared/use-page-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, mutationKey, type PageRequest } from '../../../api';
import { accountingKeys } from './accounting-keys';

/** GET /api/erp/financial-year, paged. */
export function useFinancialYearsQuery(request: PageRequest) {
  return usePageQuery(accountingKeys.yearList(request), '/api/erp/financial-year', request);
}

/** GET /api/erp/financial-year/active: the active year (null when none), named before activating another. */
export function useActiveFinancialYearQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...accountingKeys.years(), 'active'] as const,
    queryFn: () => apiGet('/api/erp/financial-year/active'),
    enabled,
  });
}

/** Generated from the server's DTO. */
export type FinancialYearSaveRequest = BodyOf<'/api/erp/financial-year'>;

/** POST /api/erp/financial-year (id 0 creates; activating one deactivates the other; lock/unlock). */
export function useSaveFinancialYearMutation() {
  return useMutation({
    mutationKey: mutationKey('accounting.year.save'),
    mutationFn: (year: FinancialYearSaveRequest) => apiPost('/api/erp/financial-year', year),
  });
}
