import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, mutationKey, toPageQuery } from '../../../api';
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
  return useMutation({
    mutationKey: mutationKey('inventory.stock.transfer'),
    mutationFn: (body: StockTransferRequest) => apiPost('/api/erp/stock/transfer', body),
  });
}

/** POST /api/erp/stock/adjustment: signed corrections in one warehouse, with a reason. */
export function useStockAdjustmentMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.stock.adjustment'),
    mutationFn: (body: StockAdjustmentRequest) => apiPost('/api/erp/stock/adjustment', body),
  });
}
