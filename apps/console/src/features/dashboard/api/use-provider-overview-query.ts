import type { Schemas } from '@bizdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { dashboardKeys } from './dashboard-keys';

export type ProviderOverview = Schemas['ProviderOverviewView'];

/** GET /api/erp/dashboard/provider (SUPER_ADMIN only); refreshed every 30 s for new sign-ups and messages. */
export function useProviderOverviewQuery(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.provider(),
    queryFn: () => apiGet('/api/erp/dashboard/provider', undefined, { notifyOnError: false }),
    enabled,
    refetchInterval: 30_000,
  });
}
