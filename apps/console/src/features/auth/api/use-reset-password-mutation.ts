import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../api';
import type { ResetPasswordRequest } from './auth-types';

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) => apiPut('/api/auth/forgot-password', request),
  });
}
