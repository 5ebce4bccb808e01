import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../api';
import { LOGIN_PATH } from '../../../core/paths';
import { clearSession } from '../../../core/session';

/**
 * Ends the session: tells the server (failures are only logged — the user still leaves),
 * then clears cookies, storage and cached data and goes to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiPost('/api/auth/authentication/logout');
    } catch (error) {
      console.warn('Logout call failed; clearing the local session anyway.', error);
    }
    // byUser: the logged-in area's guard sees the cleared session before the navigation lands; it must not
    // remember this page for the next login (which may be someone else's).
    clearSession({ byUser: true });
    queryClient.clear();
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
