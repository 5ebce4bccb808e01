import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import type { ChangePasswordRequest } from './auth-types';

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (request: Omit<ChangePasswordRequest, 'source'>) =>
      apiPost('/api/auth/authentication/change-password', { ...request, source: 'WEB' }),
  });
}
