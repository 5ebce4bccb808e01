import { SMTPServer } from 'smtp-server';
import { JobWorkers } from '../../src/core/queue/job-workers.js';
import { activeCompany, captcha } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** With SMTP_URL set, outbox mails are delivered by the queue to a real SMTP server. */
describe('mail delivery over SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string; body: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (c: Buffer) => (body += c.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    const port = (smtp.server.address() as { port: number }).port;
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await t.app.get(JobWorkers).startWorkers();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('delivers the reset link and marks the outbox row sent', async () => {
    const c = await activeCompany(t.http);
    await t.http.post('/api/auth/forgot-password').query({ email: c.email }).send(await captcha(t.http)).expect(200);
    const deadline = Date.now() + 20_000;
    while (!received.some((m) => m.to === c.email) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const mail = received.find((m) => m.to === c.email);
    expect(mail?.body).toMatch(/Subject: Reset your BizDesk password/);
    expect(mail?.body).toMatch(/forgot-password-reset\//);
  });
});
