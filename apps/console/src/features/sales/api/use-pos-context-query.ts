import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { salesKeys } from './sales-keys';

/** GET /api/erp/sale-invoice/context: company GST state, the chosen (else default) warehouse and what it holds. */
export function posContextQuery(warehouseId: number | null) {
  return {
    queryKey: salesKeys.context(warehouseId),
    queryFn: () => apiGet('/api/erp/sale-invoice/context', warehouseId ? { warehouseId } : {}),
  };
}

export function usePosContextQuery(warehouseId: number | null) {
  return useQuery(posContextQuery(warehouseId));
}
