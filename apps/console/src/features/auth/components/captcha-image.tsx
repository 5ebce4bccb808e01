import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Tooltip, Typography } from 'antd';
import type { Captcha } from '../api/auth-types';

export interface CaptchaImageProps {
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/** The captcha image (or its placeholder) and a button for a new one. */
export function CaptchaImage({ captcha, loading, failed, onRefresh }: CaptchaImageProps) {
  return (
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
  );
}

/** The typed answer's input props, shared by the antd-form field and the login page's. */
export const CAPTCHA_INPUT_PROPS = {
  className: 'captcha-field__input',
  placeholder: 'Type the characters shown',
  autoComplete: 'off',
  spellCheck: false,
  maxLength: 10,
} as const;
