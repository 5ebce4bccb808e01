import { Button, Divider, Form, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { useAlertModal } from '../../../shared/alert-modal';
import { PRODUCT_NAME } from '../../../shared/brand-mark';
import { PublicCard } from '../../../shared/public-card';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { cleanCompanyDetails, type CompanyDetails } from '../../companies';
import { CompanyFields } from '../../companies';
import { CompanyPasswordFields } from '../../companies';
import { useCaptcha } from '../api/use-captcha';
import { useSignupMutation } from '../api/use-signup-mutation';
import { AuthResult } from '../components/auth-result';
import { CaptchaField } from '../components/captcha-field';

type SignupValues = CompanyDetails & { password: string; confirmPassword: string; captcha: string };

export function SignupPage() {
  const [form] = Form.useForm<SignupValues>();
  const signup = useSignupMutation();
  const captcha = useCaptcha(() => form.setFieldValue('captcha', ''));
  const alert = useAlertModal();
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);

  const onFinish = async (values: SignupValues) => {
    try {
      const details = cleanCompanyDetails(values);
      await signup.mutateAsync({ ...details, password: values.password, ...captcha.answer(values.captcha) });
      setSubmittedEmail(details.contactEmail);
    } catch (error) {
      captcha.renew();
      showServerFieldErrors(form, error);
      alert.error(errorMessage(error));
    }
  };

  if (submittedEmail !== null) {
    return (
      <PublicCard title="Sign up">
        <AuthResult
          status="success"
          title="Thank you for signing up"
          message={
            <>
              Your company is pending verification by {PRODUCT_NAME}. It is usually activated within about 24 hours.
              <br />
              Once it is active, log in with <strong>{submittedEmail}</strong> and the password you chose.
            </>
          }
        />
      </PublicCard>
    );
  }

  return (
    <PublicCard
      wide
      title="Sign up your company"
      subtitle={`Create a ${PRODUCT_NAME} account for your business. We verify every new company before activating it.`}
      footer={
        <Typography.Text type="secondary">
          Already have an account? <Link to="/login">Log in</Link>
        </Typography.Text>
      }
    >
      <Form<SignupValues> form={form} layout="vertical" validateTrigger={['onChange', 'onBlur']} onFinish={onFinish} scrollToFirstError>
        <CompanyFields />
        <Divider className="form-divider" />
        <CompanyPasswordFields />
        <CaptchaField {...captcha.fieldProps} />
        <Button type="primary" htmlType="submit" size="large" block loading={signup.isPending}>
          Create Account
        </Button>
      </Form>
    </PublicCard>
  );
}
