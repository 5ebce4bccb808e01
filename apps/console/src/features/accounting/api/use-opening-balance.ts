import type { BodyOf, DataOf } from '@bizdesk/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPut, mutationKey } from '../../../api';
import { accountingKeys } from './accounting-keys';

export type OpeningBalance = DataOf<'/api/erp/opening-balance'>;
export type OpeningBalanceRequest = BodyOf<'/api/erp/opening-balance', 'put'>;

/** GET /api/erp/opening-balance: what was entered, the difference, and whether nothing is there yet. */
export function useOpeningBalanceQuery(enabled = true) {
  return useQuery({ queryKey: [...accountingKeys.all, 'opening-balance'] as const, queryFn: () => apiGet('/api/erp/opening-balance'), enabled, retry: false });
}

/** PUT /api/erp/opening-balance: replaces the whole set. */
export function useSaveOpeningBalanceMutation() {
  return useMutation({
    mutationKey: mutationKey('accounting.opening-balance.save'),
    mutationFn: (body: OpeningBalanceRequest) => apiPut('/api/erp/opening-balance', body),
  });
}

/** The selects the page needs (the API is the boundary between the areas). */
export function useOpeningOptionsQuery() {
  return useQuery({
    queryKey: [...accountingKeys.all, 'opening-balance', 'options'] as const,
    queryFn: async () => {
      const [accounts, customers, suppliers, products, warehouses] = await Promise.all([
        apiGet('/api/erp/coa-account/select'), apiGet('/api/erp/customer/select'), apiGet('/api/erp/supplier/select'),
        apiGet('/api/erp/product/select'), apiGet('/api/erp/warehouse/select'),
      ]);
      return { accounts, customers, suppliers, products, warehouses };
    },
  });
}
