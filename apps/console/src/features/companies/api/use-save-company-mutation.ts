import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { CompanySaveRequest } from './company-types';

/** Creates (id 0) or saves a company, then reloads the lists. */
export function useSaveCompanyMutation() {
  return useMutation({
    mutationKey: mutationKey('companies.save'),
    mutationFn: (company: CompanySaveRequest) => apiPost('/api/erp/company', company),
  });
}
