import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { SignupRequest } from './auth-types';

/** Company sign-up; the company then waits for the provider to activate it. */
export function useSignupMutation() {
  return useMutation({
    mutationKey: mutationKey('auth.signup'),
    mutationFn: (request: SignupRequest) => apiPost('/api/auth/authentication/signup', request),
  });
}
