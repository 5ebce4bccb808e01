import type { Schemas } from '@bizdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { servicesKeys } from './services-keys';

export type PriceHistoryEntry = Schemas['PriceHistoryEntryView'];

/** The provider's price history of a service (issue 30 item 2), newest effective day first. */
export function usePriceHistoryQuery(appId: number | null) {
  return useQuery({
    queryKey: [...servicesKeys.all, 'price-history', appId ?? 0] as const,
    queryFn: () => apiGet('/api/erp/subscription/service/price-history', { appId: appId ?? 0 }),
    enabled: appId !== null,
  });
}
