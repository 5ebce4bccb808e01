import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** Paths pino blanks out wherever they appear: credentials never reach the logs. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.confirmPassword',
  '*.token',
  '*.captcha',
  '*.secret',
];

/** Lines are written to stdout in batches of this many bytes at least, and at least once a second. */
export const LOG_BUFFER_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

export function createRootLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    base: { service: 'bizdesk-api' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return pino(options, destination ?? bufferedStdout());
}

/**
 * stdout written asynchronously in batches instead of one blocking write per line (a request line at
 * info each request made log writes about 5% of a request's CPU, issue 18). pino flushes what is left
 * when the process exits, crashes included; the timer bounds how late a quiet server's lines appear.
 */
function bufferedStdout() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      /* closed at shutdown */
    }
  }, LOG_FLUSH_MS).unref();
  return stream;
}

/** Routes Nest's own logging (bootstrap, route mapping, Logger instances) into the same JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
