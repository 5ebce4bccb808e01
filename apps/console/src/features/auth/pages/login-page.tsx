import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api';
import { readLoginRequest, SESSION_EXPIRED_NOTICE } from '../../../core/login-redirect';
import { storeSession } from '../../../core/session';
import { lazyComponent } from '../../../shared/lazy-component';
import { PublicCard } from '../../../shared/public-card';
import { toast } from '../../../core/toast';
import { useCaptcha } from '../api/use-captcha';
import { useLoginMutation } from '../api/use-login-mutation';
import { landingPathFor } from '../landing-path';
import { AUTH_MESSAGES } from '../validation/auth-messages';
import { userPasswordRules } from '../validation/password-rules';

// Asked for only after many failed logins: not part of the first load.
const CaptchaField = lazyComponent(() => import('../components/captcha-field'), 'CaptchaField', null);

interface LoginValues {
  userName: string;
  password: string;
  captcha?: string;
}

/** After many failed logins the server answers 429 with data.captchaRequired: the form then asks for one. */
function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && (error.data as { captchaRequired?: unknown } | null)?.captchaRequired === true;
}

export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const login = useLoginMutation();
  const navigate = useNavigate();
  // Sent here by an expired session or a logged-out visit: say why, and go back to that page afterwards.
  const request = readLoginRequest(useLocation().search);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useCaptcha(form, captchaRequired);

  const onFinish = async (values: LoginValues) => {
    try {
      const { data } = await login.mutateAsync({
        userName: values.userName.trim(),
        password: values.password,
        ...(captchaRequired ? captcha.answer(values.captcha ?? '') : {}),
      });
      storeSession(data);
      navigate(data.forcePasswordChange || !request.returnTo ? landingPathFor(data) : request.returnTo, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error)); // spec: a failed login shows the server message as a toast
      if (asksForCaptcha(error)) setCaptchaRequired(true);
      // Each captcha answers once, right or wrong: a shown one is replaced after every failed attempt.
      if (captchaRequired) captcha.renew();
    }
  };

  return (
    <PublicCard
      title="Log in"
      subtitle="Welcome back. Log in to manage your business."
      footer={
        <Typography.Text type="secondary">
          New to BizDesk? <Link to="/signup">Sign up your company</Link>
        </Typography.Text>
      }
    >
      {request.expired && <Alert type="warning" showIcon className="form-intro" role="status" title={SESSION_EXPIRED_NOTICE} />}
      <Form<LoginValues> form={form} layout="vertical" requiredMark={false} validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
        <Form.Item name="userName" label="Email" rules={[{ required: true, whitespace: true, message: AUTH_MESSAGES.emailRequired }]}>
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={userPasswordRules(AUTH_MESSAGES.passwordRequired)}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={16} size="large" />
        </Form.Item>
        {captchaRequired && <CaptchaField {...captcha.fieldProps} />}
        <Flex justify="end" className="form-link-row">
          <Link to="/forgot-password">Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          Log in
        </Button>
      </Form>
    </PublicCard>
  );
}
