import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api';
import type { CompanyDetails } from '../../companies';
import type { CaptchaAnswer } from './auth-types';

export type SignupRequest = CompanyDetails & CaptchaAnswer & { password: string };

/** Company sign-up; the company then waits for the provider to activate it. */
export function useSignupMutation() {
  return useMutation({
    mutationFn: (request: SignupRequest) => apiPost<unknown>('/api/auth/authentication/signup', request),
  });
}
