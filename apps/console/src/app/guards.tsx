import { Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isSuperAdmin } from './access';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH } from './paths';
import { isLoggedIn, isPasswordChangeForced } from './session';
import { useUserData } from './use-user-data';

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
  useUserData(); // logout clears storage and cookies together; re-render then
  if (!isLoggedIn()) return <Navigate to={LOGIN_PATH} replace />;
  return <Outlet />;
}

/** Platform-administrator pages: others get a 403 page instead of a failing call. */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const user = useUserData();
  if (!isSuperAdmin(user)) {
    return <Result status="403" title="403" subTitle="Sorry, you are not authorised to access this page." />;
  }
  return <>{children}</>;
}
