import { App } from 'antd';
import { Outlet } from 'react-router';

/**
 * antd's <App> for every page but the login: App.useApp() gives modal and message the theme, and its element
 * carries the theme's CSS variables for the layout's own styles. It brings Modal (with Skeleton) and message
 * along, which the login page does not use, so it is a lazily loaded layout route rather than a provider around
 * everything (issue 18 item 7). Toasts come from <ToastHost /> above it.
 */
export function FeedbackLayer() {
  return (
    <App className="app-root">
      <Outlet />
    </App>
  );
}
