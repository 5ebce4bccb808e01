import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { authKeys } from './auth-keys';

/** Verifies a reset link on load. The page shows a failure itself, so no toast. */
export function useResetTokenQuery(token: string) {
  return useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: () => apiGet('/api/auth/forgot-password', { token }, { notifyOnError: false }),
    staleTime: Infinity,
  });
}
