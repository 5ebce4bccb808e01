import { useMutation, useQuery } from '@tanstack/react-query';
import { usePageQuery } from '../../../shared/use-page-query';
import { apiGet, apiPost, mutationKey, type PageRequest } from '../../../api';
import { profileKeys } from './profile-keys';
import type { ProfileSaveRequest } from './profile-types';

/** GET /api/erp/personal-profile (paged). The page shows failures in a warning banner. */
export function useProfilesQuery(request: PageRequest) {
  return usePageQuery(profileKeys.list(request), '/api/erp/personal-profile', request, { get: { notifyOnError: false } });
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
