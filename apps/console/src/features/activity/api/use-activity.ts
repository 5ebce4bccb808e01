import type { Schemas } from '@bizdesk/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE } from '../../../api';
import { activityKeys } from './activity-keys';

export type ActivityEntry = Schemas['AuditEntryView'];

export interface ActivityFilter {
  page: number;
  search: string;
  userId: number | null;
  recordType: string | null;
  action: string | null;
  /** yyyy-MM-dd, both inclusive. */
  from: string | null;
  to: string | null;
}

/** GET /api/erp/audit-log: every change is a new row, so the page always asks again when opened. */
export function useActivityQuery(filter: ActivityFilter) {
  return useQuery({
    queryKey: activityKeys.page(filter),
    queryFn: () =>
      apiGet('/api/erp/audit-log', {
        page: filter.page, size: PAGE_SIZE, sort: 'id,desc',
        ...(filter.search ? { search: filter.search } : {}),
        ...(filter.userId ? { userId: filter.userId } : {}),
        ...(filter.recordType ? { recordType: filter.recordType } : {}),
        ...(filter.action ? { action: filter.action } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
      }, { notifyOnError: false }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** GET /api/erp/audit-log/users: the people in the log, for the user filter. */
export function useActivityUsersQuery() {
  return useQuery({ queryKey: activityKeys.users(), queryFn: () => apiGet('/api/erp/audit-log/users', undefined, { notifyOnError: false }) });
}
