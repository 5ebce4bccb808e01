import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, resolvePath, toPageQuery, type PageRequest } from '../../../api';
import { inventoryKeys } from './inventory-keys';
import type { PurchaseOrderSaveRequest, PurchasePaymentRequest, ReceivePurchaseOrderRequest, StockEntryRequest } from './inventory-types';

/** GET /api/erp/purchase-order: one page of orders. */
export function usePurchaseOrdersQuery(request: PageRequest) {
  return useQuery({
    queryKey: inventoryKeys.orderList(request),
    queryFn: () => apiGet('/api/erp/purchase-order', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/erp/purchase-order/{id}: lines and payments. */
export function usePurchaseOrderQuery(id: number | null) {
  return useQuery({
    queryKey: inventoryKeys.order(id ?? 0),
    queryFn: () => apiGet(resolvePath('/api/erp/purchase-order/{id}', { id: id ?? 0 })),
    enabled: !!id,
  });
}

/** After anything that changes orders or stock. */
function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inventoryKeys.orders() }),
      queryClient.invalidateQueries({ queryKey: inventoryKeys.stock() }),
    ]);
}

/** POST /api/erp/purchase-order (id 0 creates; a locked order is refused). */
export function useSavePurchaseOrderMutation() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (order: PurchaseOrderSaveRequest) => apiPost('/api/erp/purchase-order', order),
    onSuccess: invalidate,
  });
}

/** POST /api/erp/purchase-order/receive: stock in, order locked. */
export function useReceivePurchaseOrderMutation() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: ReceivePurchaseOrderRequest) => apiPost('/api/erp/purchase-order/receive', body),
    onSuccess: invalidate,
  });
}

/** POST /api/erp/purchase-order/payment */
export function usePurchasePaymentMutation() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: PurchasePaymentRequest) =>
      apiPost('/api/erp/purchase-order/payment', body),
    onSuccess: invalidate,
  });
}

/** POST /api/erp/stock-entry: stock without an order (one is generated and locked). */
export function useStockEntryMutation() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: StockEntryRequest) => apiPost('/api/erp/stock-entry', body),
    onSuccess: invalidate,
  });
}
