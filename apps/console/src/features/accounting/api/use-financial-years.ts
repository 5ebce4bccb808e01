import type { BodyOf } from '@bizdesk/api-client';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, mutationKey, toPageQuery, type PageRequest } from '../../../api';
import { accountingKeys } from './accounting-keys';

/** GET /api/erp/financial-year, paged. */
export function useFinancialYearsQuery(request: PageRequest) {
  return useQuery({
    queryKey: accountingKeys.yearList(request),
    queryFn: () => apiGet('/api/erp/financial-year', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
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
