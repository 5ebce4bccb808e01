import type { BodyOf } from '@bizdesk/api-client';
import { usePageQuery } from '../../../shared/use-page-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, mutationKey, type PageRequest } from '../../../api';
import { accountingKeys } from './accounting-keys';
import type { RecordKind } from './accounting-types';

const path = (kind: RecordKind) => `/api/erp/${kind}-category` as const;

/** GET /api/erp/expense-category or /income-category, paged. */
export function useCategoriesQuery(kind: RecordKind, request: PageRequest) {
  return usePageQuery(accountingKeys.categoryList(kind, request), path(kind), request);
}

/** GET /api/erp/{kind}-category/select */
export function useCategoryOptionsQuery(kind: RecordKind, enabled = true) {
  return useQuery({
    queryKey: accountingKeys.categoryOptions(kind),
    queryFn: () => apiGet(`${path(kind)}/select` as const),
    enabled,
  });
}

/** Generated from the server's DTO (the same for expense and income categories). */
export type CategorySaveRequest = BodyOf<'/api/erp/expense-category'>;

/** POST /api/erp/{kind}-category (id 0 creates). */
export function useSaveCategoryMutation(kind: RecordKind) {
  return useMutation({
    mutationKey: mutationKey('accounting.category.save', kind),
    mutationFn: (category: CategorySaveRequest) => apiPost(path(kind), category),
  });
}
