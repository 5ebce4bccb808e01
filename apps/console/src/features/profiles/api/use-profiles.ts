import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, mutationKey, toPageQuery, type PageRequest } from '../../../api';
import { profileKeys } from './profile-keys';
import type { ProfileSaveRequest } from './profile-types';

/** GET /api/erp/personal-profile (paged). The page shows failures in a warning banner. */
export function useProfilesQuery(request: PageRequest) {
  return useQuery({
    queryKey: profileKeys.list(request),
    queryFn: () => apiGet('/api/erp/personal-profile', toPageQuery(request), { notifyOnError: false }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/erp/personal-profile/id?id= (reveal=true for the edit form). */
export function useProfileQuery(id: number | null, reveal: boolean) {
  return useQuery({
    queryKey: profileKeys.one(id ?? 0, reveal),
    queryFn: () => apiGet('/api/erp/personal-profile/id', { id, reveal }, { notifyOnError: false }),
    enabled: id !== null && id > 0,
  });
}

/** POST /api/erp/personal-profile (id 0 creates). */
export function useSaveProfileMutation() {
  return useMutation({
    mutationKey: mutationKey('profiles.save'),
    mutationFn: (profile: ProfileSaveRequest) => apiPost('/api/erp/personal-profile', profile),
  });
}
