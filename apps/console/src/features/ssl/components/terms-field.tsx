import { Checkbox, Form, Typography } from 'antd';
import { SSL_MESSAGES } from '@bizdesk/shared';

/** The "I accept the Terms of Use and Privacy Policy" checkbox both SSL forms require; the link opens the terms. */
export function TermsField({ onShowTerms }: { onShowTerms: () => void }) {
  return (
    <Form.Item
      name="termsAccepted"
      valuePropName="checked"
      rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(SSL_MESSAGES.termsRequired))) }]}
    >
      <Checkbox>
        I accept the{' '}
        <Typography.Link
          onClick={(e) => {
            e.preventDefault();
            onShowTerms();
          }}
        >
          Terms of Use and Privacy Policy
        </Typography.Link>
      </Checkbox>
    </Form.Item>
  );
}
