import { LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api';
import { useAlertModal } from '../../../shared/alert-modal';
import { LoadingScreen } from '../../../shared/loading-screen';
import { PublicCard } from '../../../shared/public-card';
import { useCaptcha } from '../api/use-captcha';
import { useResetPasswordMutation } from '../api/use-reset-password-mutation';
import { useResetTokenQuery } from '../api/use-reset-token-query';
import { AuthResult } from '../components/auth-result';
import { CaptchaField } from '../components/captcha-field';
import { AUTH_MESSAGES } from '../validation/auth-messages';
import { mustEqualField } from '../../../shared/form-rules';
import { userPasswordRules } from '../validation/password-rules';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
  captcha: string;
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const reset = useResetPasswordMutation();
  const captcha = useCaptcha(() => form.setFieldValue('captcha', ''));
  const alert = useAlertModal();
  const [showPassword, setShowPassword] = useState(false);
  const inputType = showPassword ? 'text' : 'password';

  const onFinish = async (values: ResetPasswordValues) => {
    try {
      const { message } = await reset.mutateAsync({
        password: values.password,
        confirmPassword: values.confirmPassword,
        token,
        ...captcha.answer(values.captcha),
      });
      onDone(message);
    } catch (error) {
      captcha.renew();
      alert.error(errorMessage(error));
    }
  };

  return (
    <Form<ResetPasswordValues> form={form} layout="vertical" requiredMark={false} validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
      <Form.Item name="password" label="New Password" rules={userPasswordRules(AUTH_MESSAGES.newPasswordRequired)}>
        <Input prefix={<LockOutlined />} type={inputType} autoComplete="new-password" maxLength={16} autoFocus size="large" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm Password"
        dependencies={['password']}
        rules={[
          { required: true, message: AUTH_MESSAGES.confirmPasswordRequired },
          mustEqualField('password', AUTH_MESSAGES.passwordsMustMatch),
        ]}
      >
        <Input prefix={<LockOutlined />} type={inputType} autoComplete="new-password" maxLength={16} size="large" />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)}>
          Show password
        </Checkbox>
      </Form.Item>
      <CaptchaField {...captcha.fieldProps} />
      <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
        Reset Password
      </Button>
    </Form>
  );
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const verification = useResetTokenQuery(token);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (verification.isPending) return <LoadingScreen />;

  if (doneMessage !== null) {
    return (
      <PublicCard title="Reset password">
        <AuthResult status="success" title="Your password has been reset" message={doneMessage || 'You can now log in with your new password.'} />
      </PublicCard>
    );
  }

  if (verification.isError) {
    return (
      <PublicCard title="Reset password">
        <AuthResult
          status="error"
          title="This link cannot be used"
          message={errorMessage(verification.error)}
          extra={
            <Link key="again" to="/forgot-password">
              <Button>Request a new link</Button>
            </Link>
          }
        />
      </PublicCard>
    );
  }

  return (
    <PublicCard title="Reset password" subtitle="Choose a new password of 5 to 16 characters.">
      <ResetPasswordForm token={token} onDone={setDoneMessage} />
    </PublicCard>
  );
}
