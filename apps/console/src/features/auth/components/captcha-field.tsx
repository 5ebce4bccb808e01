import { Form, Input } from 'antd';
import { AUTH_MESSAGES } from '../validation/auth-messages';
import { CAPTCHA_INPUT_PROPS, CaptchaImage, type CaptchaImageProps } from './captcha-image';

export type CaptchaFieldProps = CaptchaImageProps;

/** The captcha image, a button for a new one, and the `captcha` text field of an antd form. */
export function CaptchaField(props: CaptchaFieldProps) {
  return (
    <Form.Item label="Captcha" required>
      <CaptchaImage {...props} />
      <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: AUTH_MESSAGES.captchaInvalid }]}>
        <Input {...CAPTCHA_INPUT_PROPS} />
      </Form.Item>
    </Form.Item>
  );
}
