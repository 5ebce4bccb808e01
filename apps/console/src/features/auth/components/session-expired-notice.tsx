import { Alert } from 'antd';
import { SESSION_EXPIRED_NOTICE } from '../../../core/login-redirect';

/** Why the login page is shown again. Loaded only when a session has expired: antd's Alert is not part of the login's first load. */
export function SessionExpiredNotice() {
  return <Alert type="warning" showIcon className="form-intro" role="status" title={SESSION_EXPIRED_NOTICE} />;
}
