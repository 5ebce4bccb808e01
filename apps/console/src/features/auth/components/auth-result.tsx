import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AuthResultProps {
  status: 'success' | 'error' | 'info';
  title: string;
  message: ReactNode;
  /** Extra links under the main "Back to Login" button. */
  extra?: ReactNode;
}

/** The confirmation (or failure) that replaces a public form, always with a way back to login. */
export function AuthResult({ status, title, message, extra }: AuthResultProps) {
  return (
    <Result
      className="auth-result"
      status={status}
      title={title}
      subTitle={message}
      extra={[
        <Link key="login" to="/login">
          <Button type="primary">Back to Login</Button>
        </Link>,
        extra,
      ]}
    />
  );
}
