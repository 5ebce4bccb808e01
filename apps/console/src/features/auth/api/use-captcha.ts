import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { CaptchaAnswer } from './auth-types';
import { useCaptchaQuery } from './use-captcha-query';

/**
 * Captcha state for a form whose field is named `captcha`. After a failed submit call
 * `renew()`: the server spends an identifier on each attempt. `enabled` false loads nothing until
 * the form needs it (the login page asks only after the server said captchaRequired).
 */
export function useCaptcha(form: FormInstance, enabled = true) {
  const query = useCaptchaQuery(enabled);
  const { refetch } = query;

  const renew = useCallback(() => {
    form.setFieldValue('captcha', '');
    void refetch();
  }, [form, refetch]);

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
