import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;
/** Readiness probes come every few seconds from every load balancer: not worth a line each. */
const UNLOGGED = new Set(['/api/health']);

type Level = 'info' | 'warn' | 'error';
const levelOf = (status: number): Level => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/**
 * One JSON line per request with a request id (the caller's X-Request-Id when it looks sane, else a
 * new UUID), echoed back in the response so support can find a user's request in the logs.
 *
 * Written by hand rather than with pino-http (issue 18): no child logger, serializers or listeners per
 * request, one listener that writes one small line, nothing at all when the line's level is off. The
 * line keeps pino-http's shape: { req: { id, method, url }, res: { statusCode }, responseTime, msg }.
 */
export function requestLogging(logger: Logger) {
  // The line holds only the id, method, path and status: nothing for the root logger's redaction to find.
  const lines = logger.child({}, { redact: [] });
  return (req: IncomingMessage & { id?: string }, res: ServerResponse, next: () => void) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (!UNLOGGED.has(path)) {
      const started = performance.now();
      const method = req.method;
      const done = () => {
        const finished = res.writableFinished;
        const level = finished ? levelOf(res.statusCode) : 'warn';
        if (!lines.isLevelEnabled(level)) return;
        lines[level](
          { req: { id, method, url: path }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
          finished ? 'request completed' : 'request aborted',
        );
      };
      res.once('close', done);
    }
    next();
  };
}
