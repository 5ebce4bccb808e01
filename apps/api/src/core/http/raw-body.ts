import type { IncomingMessage } from 'node:http';
import { BadRequestException, HttpException } from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import { findInputProblem } from './hostile-input.js';

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
 * Routes whose body no middleware reads: the route's own guard reads it once it knows the sender, so a
 * stranger is refused before a large body is received.
 * - /iclock: ZKTeco ADMS pushes, tab-separated text with no dependable content type; the serial number in
 *   the URL is checked first, then readRawBody.
 * - /api/v1: every route there is a @GatewayApi route; the gateway checks the key, the subscription and the
 *   rate limit first, then readJsonBody (or, for an upload, the upload guard).
 * - Face pictures as base64 JSON (up to 8 MB): the kiosk (device session first) and the employee panel (the
 *   user's session first); their @ReceiveUpload(..., { json }) reads JSON as well as multipart.
 * The API refuses to start when a body-taking handler under these paths has no guard that reads the body
 * (BodyReadersCheck, core/http/body-readers-check.ts): it would otherwise get an empty body without a word.
 */
export const BODY_READ_BY_ROUTE = ['/iclock', '/api/v1', '/api/erp/attendance/face-punch', '/api/erp/user-details/face'] as const;

/** For the global parsers' `type`: parse `mimeType` bodies, except on BODY_READ_BY_ROUTE routes. */
export function parsedUnlessReadByRoute(mimeType: string) {
  return (req: IncomingMessage): boolean => {
    const { path } = req as Request;
    if (BODY_READ_BY_ROUTE.some((route) => path === route || path.startsWith(`${route}/`))) return false;
    return Boolean((req as Request).is(mimeType));
  };
}

type Parser = (req: Request, res: Response, next: (err?: unknown) => void) => void;

function run(parse: Parser, req: Request, res: Response): Promise<void> {
  return new Promise((done, fail) => parse(req, res, (err?: unknown) => (err ? fail(err) : done())));
}

const jsonParsers = new Map<number, Parser[]>();

/**
 * Reads a BODY_READ_BY_ROUTE request's JSON or form body (at most `limit` bytes) into req.body, with the answers
 * and input checks the global parsers and the hostile-input middleware give everywhere else.
 */
export async function readJsonBody(req: Request, res: Response, limit: number): Promise<void> {
  let parsers = jsonParsers.get(limit);
  if (!parsers) jsonParsers.set(limit, (parsers = [express.json({ limit }), express.urlencoded({ extended: false, limit })]));
  try {
    for (const parse of parsers) await run(parse, req, res);
  } catch (err) {
    // The exception filter words these as it does the global parsers' failures (by the cause's type).
    const status = (err as { status?: number }).status ?? 400;
    throw new HttpException((err as Error).message, status, { cause: err });
  }
  const problem = findInputProblem(req.body);
  if (problem) throw new BadRequestException({ message: problem.message, errors: [problem] });
}

/**
 * Reads a BODY_READ_BY_ROUTE request's body as bytes (at most RAW_BODY_LIMIT) into req.body; read it with rawBodyOf.
 * The parser's failures (413 for a body over the limit, 400 for a broken one) become HTTP answers, as readJsonBody's do:
 * thrown raw from a guard they were a 500.
 */
export async function readRawBody(req: Request, res: Response): Promise<void> {
  try {
    await run(rawBodyParser(), req, res);
  } catch (err) {
    const status = (err as { status?: number }).status ?? 400;
    throw new HttpException((err as Error).message, status, { cause: err });
  }
}

/** The body of a RAW_BODY_ROUTES request as received (undefined when there was none). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return Buffer.isBuffer(req.body) ? req.body : undefined;
}
