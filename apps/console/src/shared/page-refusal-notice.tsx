import { Alert, Button, Flex } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearPageRefusals, pageRefusals, subscribePageRefusals } from '../api';

/** Where a company subscribes to services (spec: /services, "Services"). */
export const SERVICES_PATH = '/services';

/**
 * What the server refused this page (a GET answered 403), in the page instead of a logout: the message, and
 * a Subscribe button when the company has not subscribed to the service. Leaving the page forgets it.
 */
export function PageRefusalNotice() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const all = useSyncExternalStore(subscribePageRefusals, pageRefusals, pageRefusals);
  useEffect(() => () => clearPageRefusals(pathname), [pathname]);
  const shown = all.filter((r) => r.path === pathname);
  if (shown.length === 0) return null;
  return (
    <Flex vertical gap="small" className="page-refusals">
      {shown.map((refusal) => (
        <Alert
          key={refusal.message}
          type="warning"
          showIcon
          role="alert"
          title={refusal.message}
          action={refusal.subscribeTo ? (
            <Button type="primary" onClick={() => navigate(SERVICES_PATH)}>Subscribe</Button>
          ) : undefined}
        />
      ))}
    </Flex>
  );
}
