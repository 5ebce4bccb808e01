import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import type { LoginRequest, LoginResponse } from './auth-types';

export function useLoginMutation() {
  return useMutation({
    mutationFn: (credentials: Omit<LoginRequest, 'source'>) =>
      apiPost<LoginResponse>('/api/auth/authentication', { ...credentials, source: 'WEB' }),
  });
}
