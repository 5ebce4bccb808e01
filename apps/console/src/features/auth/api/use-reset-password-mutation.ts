import { useMutation } from '@tanstack/react-query';
import { apiPut, mutationKey } from '../../../api';
import type { ResetPasswordRequest } from './auth-types';

export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: mutationKey('auth.reset-password'),
    mutationFn: (request: ResetPasswordRequest) => apiPut('/api/auth/forgot-password', request),
  });
}
