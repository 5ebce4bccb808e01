import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { dropWaitingToasts, onToastDemand } from '../core/toast';

// antd's notification code arrives with the first toast, not with the login page (issue 18 item 7).
const NotificationHolder = lazy<ComponentType>(() =>
  import('./notification-holder').then(
    (module) => ({ default: module.NotificationHolder }),
    (error: unknown) => {
      console.error(error);
      dropWaitingToasts();
      return { default: () => null };
    },
  ),
);

/** Gives the toast helpers a themed notification instance once one is asked for. Render once inside the ConfigProvider. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onToastDemand(() => setWanted(true));
    return () => onToastDemand(null);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHolder />
    </Suspense>
  ) : null;
}
