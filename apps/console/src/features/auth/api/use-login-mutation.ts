import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { LoginRequest } from './auth-types';

export function useLoginMutation() {
  return useMutation({
    mutationKey: mutationKey('auth.login'),
    mutationFn: (credentials: Omit<LoginRequest, 'source'>) =>
      apiPost('/api/auth/authentication', { ...credentials, source: 'WEB' }),
  });
}
