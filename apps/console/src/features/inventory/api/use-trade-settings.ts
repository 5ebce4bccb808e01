import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api';
import { inventoryKeys } from './inventory-keys';
import type { TradeSettingsSaveRequest } from './inventory-types';

/** GET /api/erp/inventory-setting: the company's GST state and the negative-stock rule. */
export function useTradeSettingsQuery() {
  return useQuery({ queryKey: inventoryKeys.settings(), queryFn: () => apiGet('/api/erp/inventory-setting') });
}

/** POST /api/erp/inventory-setting */
export function useSaveTradeSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TradeSettingsSaveRequest) => apiPost('/api/erp/inventory-setting', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.settings() }),
  });
}
