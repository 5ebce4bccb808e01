import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { accountingKeys } from './accounting-keys';
import type { DateRange } from './accounting-types';

/** GET /api/erp/account/dashboard */
export function useAccountDashboardQuery() {
  return useQuery({ queryKey: accountingKeys.dashboard(), queryFn: () => apiGet('/api/erp/account/dashboard') });
}

/** GET /api/erp/account/reports/trial-balance */
export function useTrialBalanceQuery(range: DateRange, enabled = true) {
  return useQuery({
    queryKey: accountingKeys.report('trial-balance', range),
    queryFn: () => apiGet('/api/erp/account/reports/trial-balance', { ...range }),
    enabled,
  });
}

/** GET /api/erp/account/reports/profit-and-loss */
export function useProfitAndLossQuery(range: DateRange, enabled = true) {
  return useQuery({
    queryKey: accountingKeys.report('profit-and-loss', range),
    queryFn: () => apiGet('/api/erp/account/reports/profit-and-loss', { ...range }),
    enabled,
  });
}

/** GET /api/erp/account/reports/balance-sheet (as on toDate) */
export function useBalanceSheetQuery(range: DateRange, enabled = true) {
  return useQuery({
    queryKey: accountingKeys.report('balance-sheet', range),
    queryFn: () => apiGet('/api/erp/account/reports/balance-sheet', { ...range }),
    enabled,
  });
}

export const LEDGER_PAGE_SIZE = 100;

/** GET /api/erp/account/reports/ledger: one account with running balance. */
export function useLedgerQuery(accountId: number | null, range: DateRange, page: number) {
  return useQuery({
    queryKey: accountingKeys.ledger(accountId ?? 0, range, page),
    queryFn: () => apiGet('/api/erp/account/reports/ledger', { accountId, ...range, page, size: LEDGER_PAGE_SIZE }),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
}
