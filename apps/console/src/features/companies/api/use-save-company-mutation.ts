import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import { companyKeys } from './company-keys';
import type { CompanySaveRequest } from './company-types';

/** Creates (id 0) or saves a company, then reloads the lists. */
export function useSaveCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: CompanySaveRequest) => apiPost('/api/erp/company', company),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
  });
}
