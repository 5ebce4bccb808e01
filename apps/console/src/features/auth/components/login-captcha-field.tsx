import Input from 'antd/es/input/Input';
import { useImperativeHandle, type ChangeEvent, type Ref } from 'react';
import { PlainField } from '../../../shared/plain-field';
import type { CaptchaAnswer } from '../api/auth-types';
import { useCaptcha } from '../api/use-captcha';
import { CAPTCHA_INPUT_PROPS, CaptchaImage } from './captcha-image';

/** What the login page does with its captcha: answer with the typed text, renew after a failed attempt. */
export interface CaptchaControls {
  answer: (typed: string) => CaptchaAnswer;
  renew: () => void;
}

export interface LoginCaptchaFieldProps {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Empties the typed answer (a renewed captcha needs a new one). */
  onClear: () => void;
  controls: Ref<CaptchaControls>;
}

/**
 * The login page's captcha: the image, a button for a new one, and the typed answer. It loads its captcha
 * itself, so neither it nor the query code is part of the login's first load; the page reaches it through
 * `controls`.
 */
export function LoginCaptchaField({ value, error, onChange, onBlur, onClear, controls }: LoginCaptchaFieldProps) {
  const captcha = useCaptcha(onClear);
  useImperativeHandle(controls, () => ({ answer: captcha.answer, renew: captcha.renew }), [captcha.answer, captcha.renew]);
  return (
    <PlainField id="login-captcha" label="Captcha" error={error}>
      <CaptchaImage {...captcha.fieldProps} />
      <Input id="login-captcha" {...CAPTCHA_INPUT_PROPS} value={value} onChange={onChange} onBlur={onBlur} status={error ? 'error' : undefined} />
    </PlainField>
  );
}
