import { useMutation, useQuery } from '@tanstack/react-query';
import { usePageQuery } from '../../../shared/use-page-query';
import { apiGet, apiPost, mutationKey, resolvePath, type PageRequest } from '../../../api';
import { inventoryKeys } from './inventory-keys';
import type { PurchaseOrderSaveRequest, PurchasePaymentRequest, ReceivePurchaseOrderRequest, StockEntryRequest } from './inventory-types';

/** GET /api/erp/purchase-order: one page of orders. */
export function usePurchaseOrdersQuery(request: PageRequest) {
  return usePageQuery(inventoryKeys.orderList(request), '/api/erp/purchase-order', request);
}

/** GET /api/erp/purchase-order/{id}: lines and payments. */
export function usePurchaseOrderQuery(id: number | null) {
  return useQuery({
    queryKey: inventoryKeys.order(id ?? 0),
    queryFn: () => apiGet(resolvePath('/api/erp/purchase-order/{id}', { id: id ?? 0 })),
    enabled: !!id,
  });
}

/** POST /api/erp/purchase-order (id 0 creates; a locked order is refused). */
export function useSavePurchaseOrderMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.purchase-order.save'),
    mutationFn: (order: PurchaseOrderSaveRequest) => apiPost('/api/erp/purchase-order', order),
  });
}

/** POST /api/erp/purchase-order/receive: stock in, order locked. */
export function useReceivePurchaseOrderMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.purchase-order.receive'),
    mutationFn: (body: ReceivePurchaseOrderRequest) => apiPost('/api/erp/purchase-order/receive', body),
  });
}

/** POST /api/erp/purchase-order/payment */
export function usePurchasePaymentMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.purchase-order.payment'),
    mutationFn: (body: PurchasePaymentRequest) =>
      apiPost('/api/erp/purchase-order/payment', body),
  });
}

/** POST /api/erp/stock-entry: stock without an order (one is generated and locked). */
export function useStockEntryMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.stock-entry'),
    mutationFn: (body: StockEntryRequest) => apiPost('/api/erp/stock-entry', body),
  });
}
