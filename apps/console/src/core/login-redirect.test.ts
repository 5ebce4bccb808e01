import { describe, expect, it } from 'vitest';
import { loginPath, readLoginRequest, safeReturnPath } from './login-redirect';

describe('login redirect (issue 9 item 2)', () => {
  it('remembers the page and the expiry, and reads them back', () => {
    const path = loginPath({ returnTo: '/account/EXPENSE?expenses', expired: true });
    expect(path).toBe('/login?returnTo=%2Faccount%2FEXPENSE%3Fexpenses&expired=1');
    expect(readLoginRequest(path.slice(path.indexOf('?')))).toEqual({ returnTo: '/account/EXPENSE?expenses', expired: true });
    expect(loginPath()).toBe('/login');
    expect(loginPath({ returnTo: '/login?expired=1' })).toBe('/login');
    expect(loginPath({ returnTo: '/dashboard' })).toBe('/login');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '', null])(
    'never returns to %s',
    (value) => expect(safeReturnPath(value as string | null)).toBeNull(),
  );

  it('keeps an internal path with its query', () => {
    expect(safeReturnPath('/inventory/purchase-order?x=1#top')).toBe('/inventory/purchase-order?x=1#top');
  });
});
