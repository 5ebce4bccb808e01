import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { authKeys } from './auth-keys';

/** A fresh captcha image per form; `refetch` gets a new one (each identifier is single-use). */
export function useCaptchaQuery(enabled = true) {
  return useQuery({
    enabled,
    queryKey: authKeys.captcha(),
    queryFn: () => apiGet('/api/auth/captcha', { randomColor: true }),
    staleTime: 0,
    gcTime: 0,
  });
}
