import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import type { LoginRequest } from './auth-types';

export function useLoginMutation() {
  return useMutation({
    mutationFn: (credentials: Omit<LoginRequest, 'source'>) =>
      apiPost('/api/auth/authentication', { ...credentials, source: 'WEB' }),
  });
}
