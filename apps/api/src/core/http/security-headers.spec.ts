import type { Request, Response } from 'express';
import helmet from 'helmet';
import { SECURITY_HEADER_POLICY, securityHeaders } from './security-headers.js';

/** What a middleware does to an answer's headers, in order, and whether it passed the request on. */
function recorded(middleware: (req: Request, res: Response, next: (err?: unknown) => void) => void, headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const res = {
    setHeader: (name: string, value: unknown) => void calls.push(`set ${name}: ${String(value)}`),
    removeHeader: (name: string) => void calls.push(`remove ${name}`),
  };
  let passed = false;
  middleware({ headers, method: 'GET', url: '/' } as Request, res as unknown as Response, (err) => (passed = err === undefined));
  return { calls: calls.sort(), passed };
}

describe('security headers worked out once', () => {
  it('sets exactly the headers helmet sets with the same policy, and passes the request on', () => {
    const ours = recorded(securityHeaders(SECURITY_HEADER_POLICY));
    const theirs = recorded(helmet(SECURITY_HEADER_POLICY));
    expect(ours).toEqual(theirs);
    expect(ours.calls).toEqual(expect.arrayContaining([expect.stringMatching(/^set Content-Security-Policy: default-src 'self'/), 'remove X-Powered-By']));
  });

  it('keeps helmet itself for a policy that reads the request', () => {
    const perRequest = { contentSecurityPolicy: { directives: { scriptSrc: ["'self'", (req: unknown) => `'nonce-${(req as Request).headers['x-n']}'`] } } };
    const middleware = securityHeaders(perRequest as never);
    expect(recorded(middleware, { 'x-n': 'first' }).calls.join('\n')).toContain("script-src 'self' 'nonce-first';");
    expect(recorded(middleware, { 'x-n': 'second' }).calls.join('\n')).toContain("script-src 'self' 'nonce-second';");
  });
});
