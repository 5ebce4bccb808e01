import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
// The input and the password input alone: antd's Input index attaches TextArea, Search and OTP as well.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api';
import { readLoginRequest } from '../../../core/login-redirect';
import { storeSession } from '../../../core/session';
import { toast } from '../../../core/toast';
import { lazyComponent } from '../../../shared/lazy-component';
import { PlainField } from '../../../shared/plain-field';
import { SecondaryText } from '../../../shared/plain-text';
import { PublicCard } from '../../../shared/public-card';
import { useLoginMutation } from '../api/use-login-mutation';
import type { CaptchaControls } from '../components/login-captcha-field';
import { landingPathFor } from '../landing-path';
import { loginFieldProblem, loginProblems, type LoginField, type LoginProblems, type LoginValues } from '../validation/login-rules';
import { USER_PASSWORD_MAX } from '../validation/password-rules';

// Shown only after an expired session or many failed logins: not part of the first load.
const SessionExpiredNotice = lazyComponent(() => import('../components/session-expired-notice'), 'SessionExpiredNotice', null);
const LoginCaptchaField = lazyComponent(() => import('../components/login-captcha-field'), 'LoginCaptchaField', null);

/** After many failed logins the server answers 429 with data.captchaRequired: the form then asks for one. */
function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && (error.data as { captchaRequired?: unknown } | null)?.captchaRequired === true;
}

/**
 * The console's first page. Its fields are checked without antd's Form (loginFieldProblem: the same rules and
 * messages as the other auth forms), on change, on leaving a field and on submit: the Form's weight would put
 * the first load over its budget (issue 18 item 7, scripts/check-console-bundle.mjs).
 */
export function LoginPage() {
  const [values, setValues] = useState<LoginValues>({ userName: '', password: '', captcha: '' });
  const [problems, setProblems] = useState<LoginProblems>({});
  const login = useLoginMutation();
  const navigate = useNavigate();
  // Sent here by an expired session or a logged-out visit: say why, and go back to that page afterwards.
  const request = readLoginRequest(useLocation().search);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const clearCaptcha = useCallback(() => setValues((current) => ({ ...current, captcha: '' })), []);
  const captcha = useRef<CaptchaControls>(null);

  const check = (field: LoginField, value: string) =>
    setProblems((current) => ({ ...current, [field]: loginFieldProblem(field, value) ?? undefined }));
  const onChange = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    check(field, value);
  };
  const onBlur = (field: LoginField) => () => check(field, values[field]);
  /** What an input of the form takes for its field: value, change and blur checks, error state. */
  const bound = (field: LoginField) => ({
    value: values[field],
    onChange: onChange(field),
    onBlur: onBlur(field),
    status: problems[field] ? ('error' as const) : undefined,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginProblems(values, captchaRequired);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await login.mutateAsync({
        userName: values.userName.trim(),
        password: values.password,
        ...(captchaRequired ? (captcha.current?.answer(values.captcha) ?? { captchaIdentifier: '', captcha: values.captcha.trim() }) : {}),
      });
      storeSession(data);
      void navigate(data.forcePasswordChange || !request.returnTo ? landingPathFor(data) : request.returnTo, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error)); // spec: a failed login shows the server message as a toast
      if (asksForCaptcha(error)) setCaptchaRequired(true);
      // Each captcha answers once, right or wrong: a shown one is replaced after every failed attempt.
      if (captchaRequired) captcha.current?.renew();
    }
  };

  return (
    <PublicCard
      title="Log in"
      subtitle="Welcome back. Log in to manage your business."
      footer={
        <SecondaryText>
          New to BizDesk? <Link to="/signup">Sign up your company</Link>
        </SecondaryText>
      }
    >
      {request.expired && <SessionExpiredNotice />}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <PlainField id="login-email" label="Email" error={problems.userName}>
          <Input
            id="login-email"
            prefix={<MailOutlined />}
            inputMode="email"
            autoComplete="username"
            autoFocus
            size="large"
            {...bound('userName')}
          />
        </PlainField>
        <PlainField id="login-password" label="Password" error={problems.password}>
          <Password
            id="login-password"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={USER_PASSWORD_MAX}
            size="large"
            {...bound('password')}
          />
        </PlainField>
        {captchaRequired && (
          <LoginCaptchaField
            controls={captcha}
            onClear={clearCaptcha}
            value={values.captcha}
            error={problems.captcha}
            onChange={onChange('captcha')}
            onBlur={onBlur('captcha')}
          />
        )}
        <Flex justify="end" className="form-link-row">
          <Link to="/forgot-password">Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          Log in
        </Button>
      </form>
    </PublicCard>
  );
}
