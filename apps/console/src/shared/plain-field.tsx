import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface PlainFieldProps {
  /** The control's id: the label points at it. */
  id: string;
  label: string;
  /** The validation message under the control, if any. */
  error: string | null | undefined;
  children: ReactNode;
}

/**
 * A labelled control with its validation message under it, laid out like a vertical antd Form.Item. For the
 * login page only: antd's Form (with rc-form and async-validator, about 27 KB gzipped) is more than its first
 * load can carry (issue 18 item 7). Every other form uses antd's Form.
 */
export function PlainField({ id, label, error, children }: PlainFieldProps) {
  const { token } = theme.useToken();
  return (
    <div className="plain-field">
      <label htmlFor={id} className="plain-field__label" style={{ color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      <div className="plain-field__help" role={error ? 'alert' : undefined} style={{ color: token.colorError }}>
        {error}
      </div>
    </div>
  );
}
