import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, mutationKey, toPageQuery, type PageRequest } from '../../../api';
import { inventoryKeys } from './inventory-keys';
import type { WarehouseSaveRequest } from './inventory-types';

/** GET /api/erp/warehouse: one page of warehouses. */
export function useWarehousesQuery(request: PageRequest) {
  return useQuery({
    queryKey: inventoryKeys.warehouseList(request),
    queryFn: () => apiGet('/api/erp/warehouse', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
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
