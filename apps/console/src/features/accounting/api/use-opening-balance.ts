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

/**
 * The selects the page needs (the API is the boundary between the areas). Customers, suppliers, products and
 * warehouses belong to POS: without it they are not asked for (the API would refuse them with a POS notice
 * that has nothing to do with the accounts the company can still enter).
 */
export function useOpeningOptionsQuery(withPos: boolean) {
  return useQuery({
    queryKey: [...accountingKeys.all, 'opening-balance', 'options', withPos] as const,
    queryFn: async () => {
      const none = Promise.resolve([]);
      const [accounts, customers, suppliers, products, warehouses] = await Promise.all([
        apiGet('/api/erp/coa-account/select'),
        withPos ? apiGet('/api/erp/customer/select') : none,
        withPos ? apiGet('/api/erp/supplier/select') : none,
        withPos ? apiGet('/api/erp/product/select') : none,
        withPos ? apiGet('/api/erp/warehouse/select') : none,
      ]);
      return { accounts, customers, suppliers, products, warehouses };
    },
  });
}
