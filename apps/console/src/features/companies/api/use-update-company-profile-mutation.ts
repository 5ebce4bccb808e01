import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../api';
import { companyKeys } from './company-keys';
import type { CompanyProfileUpdate } from './company-types';

/** Saves the signed-in company's details, then re-reads the profile. */
export function useUpdateCompanyProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: CompanyProfileUpdate) => apiPut('/api/erp/company', profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.profile() }),
  });
}
