import { App } from 'antd';
import { useEffect } from 'react';
import { registerToastInstance } from '../core/toast';

/** Hands antd's context-aware notification API to the toast helpers. Render once inside <App>. */
export function ToastHost() {
  const { notification } = App.useApp();
  useEffect(() => {
    registerToastInstance(notification);
    return () => registerToastInstance(null);
  }, [notification]);
  return null;
}
