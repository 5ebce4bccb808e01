import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** The product's security headers (helmet's defaults with a content security policy for the console). */
export const SECURITY_HEADER_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
    },
  },
};

/**
 * helmet's headers, worked out once: with a fixed policy (no per-request nonce) every answer gets the same
 * headers, and helmet's dozen middlewares re-derived them per request (issue 18). The headers are recorded
 * from one run of helmet at start and set with one loop; a policy whose run is not a plain set of headers
 * (it ends without calling next, or reads the request) keeps helmet itself.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const middleware = helmet(options);
  const set: [string, string][] = [];
  const removed: string[] = [];
  let passed = false;
  const res = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  const req = new Proxy({}, { get: () => { throw new Error('reads the request'); } });
  try {
    middleware(req as Request, res as unknown as Response, (err?: unknown) => (passed = err === undefined));
  } catch {
    return middleware;
  }
  if (!passed) return middleware;
  return (_req: Request, out: Response, next: NextFunction) => {
    for (const name of removed) out.removeHeader(name);
    for (const [name, value] of set) out.setHeader(name, value);
    next();
  };
}
