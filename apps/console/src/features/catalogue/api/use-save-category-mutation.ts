import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { catalogueKeys } from './catalogue-keys';
import type { CategorySaveRequest } from './catalogue-types';

/** POST /api/erp/category (id 0 creates), then reloads categories and options. */
export function useSaveCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: CategorySaveRequest) => apiPost('/api/erp/category', category),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() }),
  });
}
