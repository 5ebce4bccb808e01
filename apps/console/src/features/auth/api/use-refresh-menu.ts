import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import { updateUserData } from '../../../core/session';
import type { RebindResponse } from './auth-types';

/**
 * Re-reads the user's menu, role, name and password flag (e.g. after subscribing to a
 * service) and stores them; the shell re-renders from the stored data.
 */
export function useRefreshMenu() {
  return useMutation({
    mutationKey: mutationKey('auth.refresh-menu'),
    mutationFn: () => apiPost('/api/auth/authentication/rebind'),
    onSuccess: ({ data }) => {
      // Only the stored fields; any the answer leaves out keep their stored value.
      const fresh: Partial<RebindResponse> = {};
      if (Array.isArray(data?.menu)) fresh.menu = data.menu;
      if (typeof data?.type === 'string') fresh.type = data.type;
      if (typeof data?.name === 'string') fresh.name = data.name;
      if (typeof data?.forcePasswordChange === 'boolean') fresh.forcePasswordChange = data.forcePasswordChange;
      if (typeof data?.role === 'string') fresh.role = data.role;
      if (Array.isArray(data?.permissions)) fresh.permissions = data.permissions;
      updateUserData(fresh);
    },
  });
}
