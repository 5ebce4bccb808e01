import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiBlob, apiDelete, apiGet, apiPost, mutationKey, toPageQuery, type PagedList, type PageRequest } from '../../../api';
import { accountingKeys } from './accounting-keys';
import {
  fromExpense, fromIncome, toFilterQuery, toSaveBody, type PostedRecord, type RecordFilters, type RecordInput, type RecordKind,
} from './accounting-types';

/** A page of records plus the total amount of every record the filters select. */
export type RecordPage = PagedList<PostedRecord> & { totalAmount: string };

/** GET /api/erp/expense or /api/erp/income, paged, filtered and sorted, seen as PostedRecord rows. */
export function useRecordsQuery(kind: RecordKind, request: PageRequest, filters: RecordFilters = {}) {
  return useQuery({
    queryKey: [...accountingKeys.recordList(kind, request), filters] as const,
    queryFn: async (): Promise<RecordPage> => {
      const query = { ...toPageQuery(request), ...toFilterQuery(kind, filters) };
      if (kind === 'expense') {
        const page = await apiGet('/api/erp/expense', query);
        return { ...page, list: page.list.map(fromExpense) };
      }
      const page = await apiGet('/api/erp/income', query);
      return { ...page, list: page.list.map(fromIncome) };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/erp/{kind}/export: the filtered list, every page, as a CSV file saved by the browser. */
export async function downloadRecordsCsv(kind: RecordKind, request: PageRequest, filters: RecordFilters): Promise<void> {
  const { q } = toPageQuery(request);
  const query = { q, ...toFilterQuery(kind, filters) };
  const blob = kind === 'expense' ? await apiBlob('/api/erp/expense/export', query) : await apiBlob('/api/erp/income/export', query);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind === 'expense' ? 'expenses' : 'income'}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST /api/erp/expense or /income (id 0 creates; an edit re-posts the journal on the server). */
export function useSaveRecordMutation(kind: RecordKind) {
  return useMutation({
    mutationKey: mutationKey('accounting.record.save', kind),
    mutationFn: (record: RecordInput) => apiPost(`/api/erp/${kind}`, toSaveBody(kind, record)),
  });
}

/** DELETE /api/erp/expense?id= (the server reverses the journal). */
export function useDeleteRecordMutation(kind: RecordKind) {
  return useMutation({
    mutationKey: mutationKey('accounting.record.delete', kind),
    mutationFn: (id: number) => apiDelete(`/api/erp/${kind}`, { id }),
  });
}
