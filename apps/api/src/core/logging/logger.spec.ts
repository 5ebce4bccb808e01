import { Writable } from 'node:stream';
import { createRootLogger } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: createRootLogger('info', stream) };
}

describe('root logger', () => {
  it('writes one JSON object per line with the service name', () => {
    const { lines, logger } = capture();
    logger.info({ requestId: 'abc' }, 'hello');
    expect(lines[0]).toMatchObject({ service: 'bizdesk-api', requestId: 'abc', msg: 'hello', level: 30 });
  });

  it('never writes credentials', () => {
    const { lines, logger } = capture();
    logger.info({
      req: { headers: { authorization: 'Bearer secret-token', cookie: 'token=abc' } },
      body: { password: 'Secret@123', newPassword: 'Next@123', token: 'reset-token', captcha: 'AB12C' },
    }, 'request');
    const text = JSON.stringify(lines[0]);
    for (const secret of ['secret-token', 'token=abc', 'Secret@123', 'Next@123', 'reset-token', 'AB12C']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
