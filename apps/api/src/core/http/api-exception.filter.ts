import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { statusCodeName, type Envelope } from './api-reply.js';
import { SERVICE_UNAVAILABLE, translateDbError } from './translate-db-error.js';

export { SERVICE_UNAVAILABLE };

/**
 * The database could not be reached (down, restarting, pool exhausted, connection cut): a 503 that tells
 * the client to retry, never a 500 with internals. The pool reconnects on its own once it is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown; driverError?: unknown } | undefined, i = 0; e && i < 4; i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
    if (/^(08|57P0[1-3]|53)/.test(code)) return true; // connection exceptions, admin/crash shutdown, cannot connect now, insufficient resources
    const message = typeof e.message === 'string' ? e.message : '';
    if (/timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i.test(message)) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/** Every error leaves as the same envelope, with a meaningful HTTP status. A 500 is logged as a bug. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let message = 'Something went wrong. Please try again later.';
    let data: unknown = null;

    // A database error that is the caller's fault, not ours. Services translate theirs first; this is the backstop.
    if (exception instanceof QueryFailedError) exception = translateDbError(exception);
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') message = body;
      else if (body && typeof body === 'object') {
        const b = body as { message?: unknown; errors?: unknown; data?: unknown };
        if (Array.isArray(b.message)) message = String(b.message[0] ?? exception.message);
        else if (typeof b.message === 'string') message = b.message;
        if (b.errors) data = { errors: b.errors };
        else if (b.data !== undefined) data = b.data;
      }
      // Body-parser failures arrive mapped by Nest with the parser's own wording; say it plainly.
      const cause = (exception as { cause?: { type?: string } }).cause;
      if (cause?.type === 'entity.parse.failed') message = 'Request body is not valid JSON';
      else if (cause?.type === 'entity.too.large') message = 'Request body is too large';
      // Refusals that know when to come back (a full queue) say so, as 429s should.
      const retryAfter = (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) {
        message = `No such endpoint: ${message.replace(/^Cannot /, '')}`;
      }
    } else if (isDatabaseUnavailable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      message = SERVICE_UNAVAILABLE;
      res.setHeader('Retry-After', '5');
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else {
      this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    }

    const envelope: Envelope = { status: statusCodeName(status), message, data: data as Envelope['data'] };
    res.status(status).json(envelope);
  }
}
