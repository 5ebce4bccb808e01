import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, toPageQuery } from '../../../api';
import { inventoryKeys } from './inventory-keys';
import type { StockAdjustmentRequest, StockLedgerRequest, StockTransferRequest } from './inventory-types';

/** GET /api/erp/stock/ledger: movements newest first, optionally of one product and/or warehouse. */
export function useStockLedgerQuery(request: StockLedgerRequest, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.stockLedger(request),
    queryFn: () => {
      const { warehouseId, productId, ...page } = request;
      return apiGet('/api/erp/stock/ledger', { ...toPageQuery(page), warehouseId, productId });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/erp/stock/transfer: out of one warehouse into another. */
export function useStockTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockTransferRequest) => apiPost('/api/erp/stock/transfer', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.stock() }),
  });
}

/** POST /api/erp/stock/adjustment: signed corrections in one warehouse, with a reason. */
export function useStockAdjustmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustmentRequest) => apiPost('/api/erp/stock/adjustment', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.stock() }),
  });
}
