import { MailOutlined } from '@ant-design/icons';
import { isValidEmail } from '@bizdesk/shared';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { useAlertModal } from '../../../shared/alert-modal';
import { check } from '../../../shared/form-rules';
import { PublicCard } from '../../../shared/public-card';
import { useCaptcha } from '../api/use-captcha';
import { useForgotPasswordMutation } from '../api/use-forgot-password-mutation';
import { AuthResult } from '../components/auth-result';
import { CaptchaField } from '../components/captcha-field';
import { AUTH_MESSAGES } from '../validation/auth-messages';

interface ForgotPasswordValues {
  email: string;
  captcha: string;
}

export function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotPasswordValues>();
  const request = useForgotPasswordMutation();
  const captcha = useCaptcha(() => form.setFieldValue('captcha', ''));
  const alert = useAlertModal();
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const onFinish = async (values: ForgotPasswordValues) => {
    const email = values.email.trim();
    try {
      const { message } = await request.mutateAsync({ email, ...captcha.answer(values.captcha) });
      setConfirmation(message || `If ${email} belongs to an account, a link to reset the password is on its way.`);
    } catch (error) {
      captcha.renew();
      alert.error(errorMessage(error));
    }
  };

  return (
    <PublicCard
      title="Forgot password"
      subtitle={confirmation ? undefined : 'Enter the email you log in with and we will send you a link to set a new password.'}
      footer={
        confirmation ? undefined : (
          <Typography.Text type="secondary">
            Remembered it? <Link to="/login">Back to Login</Link>
          </Typography.Text>
        )
      }
    >
      {confirmation ? (
        <AuthResult status="success" title="Check your email" message={confirmation} />
      ) : (
        <Form<ForgotPasswordValues> form={form} layout="vertical" requiredMark={false} validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, whitespace: true, message: AUTH_MESSAGES.forgotEmailRequired },
              check((value) => isValidEmail(value.trim()), AUTH_MESSAGES.emailInvalid),
            ]}
          >
            <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" autoFocus size="large" />
          </Form.Item>
          <CaptchaField {...captcha.fieldProps} />
          <Button type="primary" htmlType="submit" size="large" block loading={request.isPending}>
            Send Reset Link
          </Button>
        </Form>
      )}
    </PublicCard>
  );
}
