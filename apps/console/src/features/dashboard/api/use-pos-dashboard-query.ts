import type { DataOf } from '@bizdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { dashboardKeys } from './dashboard-keys';

/** data of GET /api/erp/dashboard/pos. */
export type PosDashboard = DataOf<'/api/erp/dashboard/pos'>;

/** GET /api/erp/dashboard/pos for the chosen range (permission 3 only). */
export function usePosDashboardQuery(range: { fromDate: string; toDate: string }, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.pos(range),
    queryFn: () => apiGet('/api/erp/dashboard/pos', range),
    enabled,
  });
}
