import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { inventoryKeys } from './inventory-keys';

/** GET /api/erp/stock: on hand per product and warehouse. */
export function useStockQuery(request: PageRequest & { warehouseId?: number }, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.stockList(request),
    queryFn: () => {
      const { warehouseId, ...page } = request;
      return apiGet('/api/erp/stock', { ...toPageQuery(page), warehouseId });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
