import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { ChangePasswordRequest } from './auth-types';

export function useChangePasswordMutation() {
  return useMutation({
    mutationKey: mutationKey('auth.change-password'),
    mutationFn: (request: Omit<ChangePasswordRequest, 'source'>) =>
      apiPost('/api/auth/authentication/change-password', { ...request, source: 'WEB' }),
  });
}
