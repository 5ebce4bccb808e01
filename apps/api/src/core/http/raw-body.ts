import type { IncomingMessage } from 'node:http';
import express, { type Request, type Response } from 'express';

/**
 * Routes whose handlers verify a signature over the exact bytes received (signed webhooks). Their bodies
 * are kept as a Buffer instead of being parsed by the JSON parser: a parsed and re-serialised body is not
 * what the sender signed, and nothing should be interpreted before its signature is checked.
 */
export const RAW_BODY_ROUTES = ['/api/webhooks/whatsapp', '/api/webhooks/phonepe'] as const;

export const RAW_BODY_LIMIT = '1mb';

export function rawBodyParser() {
  return express.raw({ type: () => true, limit: RAW_BODY_LIMIT });
}

/**
 * Routes whose body no middleware reads: the route's own guard reads it (readRawBody) once it knows the
 * sender, so a stranger is refused before a large body is received. ZKTeco ADMS pushes (/iclock) are
 * tab-separated text with no dependable content type; the serial number in the URL is checked first.
 */
export const BODY_READ_BY_ROUTE = ['/iclock'] as const;

/** For the global parsers' `type`: parse `mimeType` bodies, except on BODY_READ_BY_ROUTE routes. */
export function parsedUnlessReadByRoute(mimeType: string) {
  return (req: IncomingMessage): boolean => {
    const { path } = req as Request;
    if (BODY_READ_BY_ROUTE.some((route) => path === route || path.startsWith(`${route}/`))) return false;
    return Boolean((req as Request).is(mimeType));
  };
}

/** Reads a BODY_READ_BY_ROUTE request's body as bytes (at most RAW_BODY_LIMIT) into req.body; read it with rawBodyOf. */
export function readRawBody(req: Request, res: Response): Promise<void> {
  const parse = rawBodyParser();
  return new Promise((done, fail) => parse(req, res, (err?: unknown) => (err ? fail(err) : done())));
}

/** The body of a RAW_BODY_ROUTES request as received (undefined when there was none). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return Buffer.isBuffer(req.body) ? req.body : undefined;
}

/**
 * Developer APIs whose JSON carries a document or an image (HTML up to 5 MB, base64 photos): a larger JSON
 * limit on those routes only; everything else keeps the default 1 MB. Each route still checks its own limit
 * and names it in its answer.
 */
export const LARGE_JSON_ROUTES: readonly (readonly [string, string])[] = [
  ['/api/v1/html-to-pdf', '8mb'],
  ['/api/v1/face', '8mb'],
  // Camera pictures for face attendance: the kiosk and the employee panel.
  ['/api/erp/attendance/face-punch', '8mb'],
  ['/api/erp/user-details/face', '8mb'],
];

export function largeJsonParser(limit: string) {
  return express.json({ limit });
}
