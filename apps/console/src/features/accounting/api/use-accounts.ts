import type { BodyOf } from '@bizdesk/api-client';
import { usePageQuery } from '../../../shared/use-page-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, mutationKey, type PageRequest } from '../../../api';
import { accountingKeys } from './accounting-keys';

/** GET /api/erp/coa-account: the chart of accounts, paged. */
export function useAccountsQuery(request: PageRequest) {
  return usePageQuery(accountingKeys.accountList(request), '/api/erp/coa-account', request);
}

/** GET /api/erp/coa-account/select, optionally narrowed to some sub-types (e.g. CASH, BANK). */
export function useAccountOptionsQuery(subTypes: readonly string[] = [], enabled = true) {
  return useQuery({
    queryKey: accountingKeys.accountOptions(subTypes),
    queryFn: () => apiGet('/api/erp/coa-account/select', subTypes.length ? { subTypes: subTypes.join(',') } : undefined),
    enabled,
  });
}

/** Generated from the server's DTO. */
export type AccountSaveRequest = BodyOf<'/api/erp/coa-account'>;

/** POST /api/erp/coa-account (id 0 creates). */
export function useSaveAccountMutation() {
  return useMutation({
    mutationKey: mutationKey('accounting.account.save'),
    mutationFn: (account: AccountSaveRequest) => apiPost('/api/erp/coa-account', account),
  });
}

/** DELETE /api/erp/coa-account?id= (system accounts and accounts in use answer 409 with the reason). */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationKey: mutationKey('accounting.account.delete'),
    mutationFn: (id: number) => apiDelete('/api/erp/coa-account', { id }),
  });
}
