import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, toPageQuery, type PagedList, type PageRequest } from '../../../api';
import { accountingKeys } from './accounting-keys';
import { fromExpense, fromIncome, toSaveBody, type Expense, type Income, type PostedRecord, type RecordInput, type RecordKind } from './accounting-types';

/** GET /api/erp/expense or /api/erp/income, paged, seen as PostedRecord rows. */
export function useRecordsQuery(kind: RecordKind, request: PageRequest) {
  return useQuery({
    queryKey: accountingKeys.recordList(kind, request),
    queryFn: async (): Promise<PagedList<PostedRecord>> => {
      if (kind === 'expense') {
        const page = await apiGet<PagedList<Expense>>('/api/erp/expense', toPageQuery(request));
        return { ...page, list: page.list.map(fromExpense) };
      }
      const page = await apiGet<PagedList<Income>>('/api/erp/income', toPageQuery(request));
      return { ...page, list: page.list.map(fromIncome) };
    },
    placeholderData: keepPreviousData,
  });
}

function useInvalidateRecords(kind: RecordKind) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: accountingKeys.records(kind) });
    void queryClient.invalidateQueries({ queryKey: accountingKeys.reports() });
    void queryClient.invalidateQueries({ queryKey: [...accountingKeys.all, 'history'] });
  };
}

/** POST /api/erp/expense or /income (id 0 creates; an edit re-posts the journal on the server). */
export function useSaveRecordMutation(kind: RecordKind) {
  const invalidate = useInvalidateRecords(kind);
  return useMutation({
    mutationFn: (record: RecordInput) => apiPost<Expense | Income>(`/api/erp/${kind}`, toSaveBody(kind, record)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/erp/expense?id= (the server reverses the journal). */
export function useDeleteRecordMutation(kind: RecordKind) {
  const invalidate = useInvalidateRecords(kind);
  return useMutation({
    mutationFn: (id: number) => apiDelete<null>(`/api/erp/${kind}`, { id }),
    onSuccess: invalidate,
  });
}
