import type { Schemas } from '@bizdesk/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';

export type ApiLog = Schemas['ApiLogView'];
export interface ApiLogFilter {
  appId: number;
  fromDate: string;
  toDate: string;
  page: number;
  search: string;
}

export const apiLogKeys = {
  all: ['api-logs'] as const,
  page: (f: ApiLogFilter) => [...apiLogKeys.all, f] as const,
};

export function useApiLogsQuery(filter: ApiLogFilter) {
  return useQuery({
    queryKey: apiLogKeys.page(filter),
    queryFn: () => apiGet('/api/erp/api-log', {
      appId: filter.appId, fromDate: filter.fromDate, toDate: filter.toDate, page: filter.page, size: 20, sort: 'id,desc',
      ...(filter.search ? { search: filter.search } : {}),
    }),
    placeholderData: keepPreviousData,
  });
}
