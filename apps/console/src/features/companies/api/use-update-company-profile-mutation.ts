import { useMutation } from '@tanstack/react-query';
import { apiPut, mutationKey } from '../../../api';
import type { CompanyProfileUpdate } from './company-types';

/** Saves the signed-in company's details, then re-reads the profile. */
export function useUpdateCompanyProfileMutation() {
  return useMutation({
    mutationKey: mutationKey('companies.update-profile'),
    mutationFn: (profile: CompanyProfileUpdate) => apiPut('/api/erp/company', profile),
  });
}
