import { useCallback } from 'react';
import type { CaptchaAnswer } from './auth-types';
import { useCaptchaQuery } from './use-captcha-query';

/**
 * Captcha state for a form with a captcha field; `clearTyped` empties that field. After a failed submit call
 * `renew()`: the server spends an identifier on each attempt. `enabled` false loads nothing until
 * the form needs it (the login page asks only after the server said captchaRequired).
 */
export function useCaptcha(clearTyped: () => void, enabled = true) {
  const query = useCaptchaQuery(enabled);
  const { refetch } = query;

  const renew = useCallback(() => {
    clearTyped();
    void refetch();
  }, [clearTyped, refetch]);

  const answer = useCallback(
    (typed: string): CaptchaAnswer => ({ captchaIdentifier: query.data?.identifier ?? '', captcha: typed.trim() }),
    [query.data],
  );

  const fieldProps = {
    captcha: query.data,
    loading: query.isFetching,
    failed: query.isError,
    onRefresh: renew,
  };

  return { fieldProps, answer, renew };
}
