import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { statusCodeName, type Envelope } from './api-reply.js';

interface PgError {
  code?: string;
  constraint?: string;
}

/** Database errors that are the caller's fault, not ours. Services should catch these first; this is the backstop. */
function fromDatabase(err: QueryFailedError): { status: number; message: string } | null {
  const pg = err.driverError as PgError;
  switch (pg?.code) {
    case '23505':
      return { status: 409, message: 'A record with the same value already exists' };
    case '23503':
      return { status: 400, message: 'A referenced record does not exist' };
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return { status: 400, message: 'A value has the wrong format or is out of range' };
    case '42501': // row-level security refused the row: it belongs to someone else
      return { status: 404, message: 'Record not found' };
    default:
      return null;
  }
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
    } else if (exception instanceof QueryFailedError && fromDatabase(exception)) {
      ({ status, message } = fromDatabase(exception)!);
    } else {
      this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    }

    const envelope: Envelope = { status: statusCodeName(status), message, data: data as Envelope['data'] };
    res.status(status).json(envelope);
  }
}
