import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { salesKeys } from './sales-keys';
import type { PosContext } from './sales-types';

/** GET /api/erp/sale-invoice/context: company GST state, default warehouse and what it holds. */
export function usePosContextQuery() {
  return useQuery({ queryKey: salesKeys.context(), queryFn: () => apiGet<PosContext>('/api/erp/sale-invoice/context') });
}
