import type { Schemas } from '@bizdesk/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, mutationKey, resolvePath } from '../../../api';
import { sessionKeys } from './session-keys';

export type UserSession = Schemas['SessionView'];

/** GET /api/auth/sessions: the user's live sessions, the current one marked. The card shows failures itself. */
export function useSessionsQuery() {
  return useQuery({
    queryKey: sessionKeys.mine(),
    queryFn: () => apiGet('/api/auth/sessions', undefined, { notifyOnError: false }),
  });
}

/** DELETE /api/auth/sessions/{id}: that device's next request answers 401. */
export function useEndSessionMutation() {
  return useMutation({
    mutationKey: mutationKey('auth.session.end'),
    mutationFn: (id: string) => apiDelete(resolvePath('/api/auth/sessions/{id}', { id }), { id }),
  });
}
