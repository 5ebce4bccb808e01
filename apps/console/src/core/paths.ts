import { APP_BASENAME } from './base-path';

/**
 * Router paths are relative to the /admin basename; full-page redirects (from code
 * outside React, e.g. the API wrapper) need the base prefixed.
 */

export { APP_BASENAME };

export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const DASHBOARD_PATH = '/dashboard';

/** '/login' -> '/admin/login' */
export function toBrowserUrl(routerPath: string): string {
  return `${APP_BASENAME}${routerPath.startsWith('/') ? routerPath : `/${routerPath}`}`;
}

/** The current route path without the basename: '/admin/companies' -> '/companies'. */
export function currentRouterPath(): string {
  const { pathname } = window.location;
  return pathname.startsWith(APP_BASENAME) ? pathname.slice(APP_BASENAME.length) || '/' : pathname;
}
