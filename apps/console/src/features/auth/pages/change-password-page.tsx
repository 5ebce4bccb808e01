import { Alert, Button, Card, Form, Input } from 'antd';
import { errorMessage } from '../../../api';
import { useUserData } from '../../../core/use-user-data';
import { useAlertModal } from '../../../shared/alert-modal';
import { PageFrame } from '../../../shared/page-frame';
import { useChangePasswordMutation } from '../api/use-change-password-mutation';
import { useLogout } from '../api/use-logout';
import { AUTH_MESSAGES } from '../validation/auth-messages';
import { mustDifferFromField, mustEqualField } from '../../../shared/form-rules';
import { userPasswordRules } from '../validation/password-rules';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordPage() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePasswordMutation();
  const alert = useAlertModal();
  const logout = useLogout();
  const forced = useUserData()?.forcePasswordChange === true;

  const onFinish = async (values: ChangePasswordValues) => {
    try {
      const { message } = await change.mutateAsync(values);
      // The alert outlives the route change, so it stays readable on the login page.
      alert.success(message || 'Your password has been changed. Please log in with your new password.');
      await logout();
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };

  return (
    <PageFrame title="Change Password">
      <Card className="narrow-card">
        {forced ? (
          <Alert
            className="form-intro"
            type="info"
            showIcon
            title="Please set a new password before you continue."
            description="Your account asks for a password change. You will be logged out afterwards; log in again with the new password."
          />
        ) : null}
        <Form<ChangePasswordValues> form={form} layout="vertical" validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
          <Form.Item name="currentPassword" label="Current Password" rules={[{ required: true, message: AUTH_MESSAGES.currentPasswordRequired }]}>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="New Password"
            dependencies={['currentPassword']}
            rules={[
              ...userPasswordRules(AUTH_MESSAGES.newPasswordRequired),
              mustDifferFromField('currentPassword', AUTH_MESSAGES.newMustDiffer),
            ]}
            extra="5 to 16 characters."
          >
            <Input.Password autoComplete="new-password" maxLength={16} />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="Confirm Password"
            dependencies={['newPassword']}
            rules={[
              ...userPasswordRules(AUTH_MESSAGES.confirmPasswordRequired),
              mustEqualField('newPassword', AUTH_MESSAGES.confirmMustEqualNew),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={16} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
