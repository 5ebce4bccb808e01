import { DASHBOARD_PATH, LOGIN_PATH } from './paths';

/** Shown on the login page after the server ended the session (a 401 on any call). */
export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please log in again.';

const RETURN_PARAM = 'returnTo';
const EXPIRED_PARAM = 'expired';

/**
 * The login route, remembering where the user was: '/login?returnTo=%2Faccount%2FEXPENSE%3Fexpenses&expired=1'.
 * The landing pages themselves are not remembered (login goes to the dashboard anyway).
 */
export function loginPath({ returnTo, expired = false }: { returnTo?: string; expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  const target = safeReturnPath(returnTo ?? null);
  if (target && target !== '/' && target !== DASHBOARD_PATH && !target.startsWith(LOGIN_PATH)) params.set(RETURN_PARAM, target);
  if (expired) params.set(EXPIRED_PARAM, '1');
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** What the login page was asked: come back to `returnTo` after login; say the session expired. */
export function readLoginRequest(search: string): { returnTo: string | null; expired: boolean } {
  const params = new URLSearchParams(search);
  return { returnTo: safeReturnPath(params.get(RETURN_PARAM)), expired: params.get(EXPIRED_PARAM) === '1' };
}

/**
 * A router path inside the console, or null: never another origin ('//evil.example', 'https:...'), never
 * a path with a backslash (browsers read '/\evil' as '//evil'), so the parameter cannot send a user away.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
