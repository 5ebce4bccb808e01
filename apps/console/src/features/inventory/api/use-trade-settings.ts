import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, mutationKey } from '../../../api';
import { inventoryKeys } from './inventory-keys';
import type { TradeSettingsSaveRequest } from './inventory-types';

/** GET /api/erp/inventory-setting: the company's GST state and the negative-stock rule. */
export function useTradeSettingsQuery() {
  return useQuery({ queryKey: inventoryKeys.settings(), queryFn: () => apiGet('/api/erp/inventory-setting') });
}

/** POST /api/erp/inventory-setting */
export function useSaveTradeSettingsMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.settings.save'),
    mutationFn: (body: TradeSettingsSaveRequest) => apiPost('/api/erp/inventory-setting', body),
  });
}
