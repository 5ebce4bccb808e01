import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { CategorySaveRequest } from './catalogue-types';

/** POST /api/erp/category (id 0 creates), then reloads categories and options. */
export function useSaveCategoryMutation() {
  return useMutation({
    mutationKey: mutationKey('catalogue.category.save'),
    mutationFn: (category: CategorySaveRequest) => apiPost('/api/erp/category', category),
  });
}
