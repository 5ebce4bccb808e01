import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isSuperAdmin } from '../core/access';
import { lazyComponent } from '../shared/lazy-component';
import { loginPath } from '../core/login-redirect';
import { CHANGE_PASSWORD_PATH } from '../core/paths';
import { isLoggedIn, isPasswordChangeForced, wasLoggedOutByUser } from '../core/session';
import { useUserData } from '../core/use-user-data';

// Lazy: its page frame pulls in the breadcrumb, which the first load does not need.
const ForbiddenPage = lazyComponent(() => import('./forbidden-page'), 'ForbiddenPage');

/** Root guard: while a password change is forced, every path goes to /change-password. */
export function ForcedPasswordChangeGuard() {
  const { pathname } = useLocation();
  useUserData(); // re-check when the stored flag changes
  if (isPasswordChangeForced() && pathname.toLowerCase() !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return <Outlet />;
}

/** Logged-in area: without a token cookie any path goes to /login. */
export function RequireSession() {
  const { pathname, search } = useLocation();
  useUserData(); // logout clears storage and cookies together; re-render then
  // The login page brings the user back to the page asked for.
  if (!isLoggedIn()) return <Navigate to={loginPath({ returnTo: wasLoggedOutByUser() ? undefined : `${pathname}${search}` })} replace />;
  return <Outlet />;
}

/** Platform-administrator pages: others get a 403 page (inside the page's frame) instead of a failing call. */
export function RequireSuperAdmin({ title, children }: { title: string; children: ReactNode }) {
  const user = useUserData();
  if (!isSuperAdmin(user)) {
    return <ForbiddenPage title={title} />;
  }
  return <>{children}</>;
}
