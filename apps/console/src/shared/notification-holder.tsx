import { notification } from 'antd';
import { useEffect } from 'react';
import { registerToastInstance, TOAST_DURATION_SECONDS } from '../core/toast';

/** antd's themed notification instance for the toast helpers, and its holder. Loaded by <ToastHost />. */
export function NotificationHolder() {
  const [api, holder] = notification.useNotification({ placement: 'topRight', duration: TOAST_DURATION_SECONDS });
  useEffect(() => {
    registerToastInstance(api);
    return () => registerToastInstance(null);
  }, [api]);
  return holder;
}
