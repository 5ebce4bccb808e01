import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Skeleton, Tooltip, Typography } from 'antd';
import type { Captcha } from '../api/auth-types';
import { AUTH_MESSAGES } from '../validation/auth-messages';

export interface CaptchaFieldProps {
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/** The captcha image, a button for a new one, and the `captcha` text field. */
export function CaptchaField({ captcha, loading, failed, onRefresh }: CaptchaFieldProps) {
  return (
    <Form.Item label="Captcha" required>
      <Flex align="center" gap="small" className="captcha-field__image-row">
        {captcha && !loading ? (
          <img className="captcha-field__image" src={`data:image/png;base64,${captcha.imageBase64}`} alt="Captcha: type the characters shown" />
        ) : failed && !loading ? (
          <Typography.Text type="danger">Could not load the captcha.</Typography.Text>
        ) : (
          <Skeleton.Node active className="captcha-field__placeholder" />
        )}
        <Tooltip title="New captcha">
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading} aria-label="Get a new captcha" />
        </Tooltip>
      </Flex>
      <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: AUTH_MESSAGES.captchaInvalid }]}>
        <Input className="captcha-field__input" placeholder="Type the characters shown" autoComplete="off" spellCheck={false} maxLength={10} />
      </Form.Item>
    </Form.Item>
  );
}
