import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from './index';
import type * as SessionModule from '../core/session';

/**
 * apiGet in a stand-in browser (no DOM in these tests): the window's location, cookies, storage and fetch.
 * A 403 stays on the page with the session; only a 401 ends it (issue 24).
 */
const assign = vi.fn();
let answer: { status: number; body: unknown } = { status: 200, body: { status: 'OK', message: '', data: null } };
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
};
const cookieJar = { cookie: '' };

type Api = typeof ApiModule;
type Session = typeof SessionModule;
let api: Api;
let session: Session;

beforeAll(async () => {
  vi.stubGlobal('window', {
    location: { pathname: '/admin/hrms/employees', search: '', protocol: 'http:', assign },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal('document', cookieJar);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  // Relative URLs resolve against the page's origin in a browser; here against a stand-in origin.
  const NodeRequest = globalThis.Request;
  vi.stubGlobal('Request', class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://console.test') : input, init);
    }
  });
  // The fetch client keeps the fetch and Request it finds when the module loads: stub first, import after.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } })));
  api = await import('./index');
  session = await import('../core/session');
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  assign.mockClear();
  cookieJar.cookie = 'token=signed-token; companyId=7';
  api.clearPageRefusals('/hrms/employees');
});

const notSubscribed = {
  status: 403,
  body: { status: 'FORBIDDEN', message: 'Subscribe to HRMS to use this', data: { reason: 'NOT_SUBSCRIBED', service: 'HRMS', appId: 10 } },
};

describe('a GET answered 403', () => {
  it('is shown on the open page with what to subscribe to, and the user stays logged in', async () => {
    const page = vi.fn();
    const unsubscribe = api.subscribePageRefusals(page); // a PageFrame is showing the page
    try {
      answer = notSubscribed;
      const failed = await api.apiGet('/api/erp/user-details').catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(api.ApiError);
      expect(assign).not.toHaveBeenCalled();
      expect(session.getToken()).toBe('signed-token');
      expect(page).toHaveBeenCalled();
      expect(api.pageRefusals()).toEqual([
        { path: '/hrms/employees', message: 'Subscribe to HRMS to use this', subscribeTo: { service: 'HRMS', appId: 10 } },
      ]);

      // Another refusal, not about a subscription: its message, no Subscribe offer; the same one twice is kept once.
      answer = { status: 403, body: { status: 'FORBIDDEN', message: 'You do not have permission to do this', data: null } };
      await api.apiGet('/api/erp/user-details').catch(() => undefined);
      await api.apiGet('/api/erp/user-details').catch(() => undefined);
      expect(api.pageRefusals().map((r) => [r.message, r.subscribeTo])).toEqual([
        ['Subscribe to HRMS to use this', { service: 'HRMS', appId: 10 }],
        ['You do not have permission to do this', null],
      ]);
      expect(session.getToken()).toBe('signed-token');
    } finally {
      unsubscribe();
    }
  });

  it('becomes a toast when no page frame shows refusals, still without a logout', async () => {
    const toast = vi.spyOn(console, 'error').mockImplementation(() => undefined); // no toast host here: toasts go to the console
    try {
      answer = notSubscribed;
      await api.apiGet('/api/erp/user-details').catch(() => undefined);
      expect(toast).toHaveBeenCalledWith('[toast:error] Subscribe to HRMS to use this');
      expect(api.pageRefusals()).toEqual([]);
      expect(assign).not.toHaveBeenCalled();
      expect(session.getToken()).toBe('signed-token');
    } finally {
      toast.mockRestore();
    }
  });
});

describe('a GET answered 401', () => {
  it('ends the session and goes to the login page, which brings the user back', async () => {
    answer = { status: 401, body: { status: 'UNAUTHORIZED', message: 'Your session has ended', data: null } };
    await api.apiGet('/api/erp/user-details').catch(() => undefined);
    expect(session.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/login?returnTo=%2Fhrms%2Femployees&expired=1');
  });
});
