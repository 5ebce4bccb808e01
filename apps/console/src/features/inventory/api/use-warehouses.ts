import { useMutation, useQuery } from '@tanstack/react-query';
import { usePageQuery } from '../../../shared/use-page-query';
import { apiGet, apiPost, mutationKey, type PageRequest } from '../../../api';
import { inventoryKeys } from './inventory-keys';
import type { WarehouseSaveRequest } from './inventory-types';

/** GET /api/erp/warehouse: one page of warehouses. */
export function useWarehousesQuery(request: PageRequest) {
  return usePageQuery(inventoryKeys.warehouseList(request), '/api/erp/warehouse', request);
}

/** GET /api/erp/warehouse/select: options, the default first. */
export function useWarehouseOptionsQuery() {
  return useQuery({
    queryKey: inventoryKeys.warehouseOptions(),
    queryFn: () => apiGet('/api/erp/warehouse/select'),
  });
}

/** POST /api/erp/warehouse (id 0 creates); the default flag can move to another warehouse. */
export function useSaveWarehouseMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.warehouse.save'),
    mutationFn: (warehouse: WarehouseSaveRequest) => apiPost('/api/erp/warehouse', warehouse),
  });
}
