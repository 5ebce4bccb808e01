import { useMutation } from '@tanstack/react-query';
import { apiPost, mutationKey } from '../../../api';
import type { CaptchaAnswer } from './auth-types';

/** Asks for a reset link: the email travels in the query, the captcha answer in the body. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: mutationKey('auth.forgot-password'),
    mutationFn: ({ email, ...captcha }: CaptchaAnswer & { email: string }) =>
      apiPost('/api/auth/forgot-password', captcha, { email }),
  });
}
