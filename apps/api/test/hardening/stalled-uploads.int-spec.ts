import type { Socket } from 'node:net';
import { activeCompany, type Session } from '../support/identity.js';
import { answerWithin, listenOnLoopback, stalledRequest } from '../support/live-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 17 item 1: a slow client never holds a database connection, so it cannot starve other tenants. */
describe('stalled uploads', () => {
  let t: TestApp;
  let base: string;
  let a: Session;
  let b: Session;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    base = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await t.close();
  });

  it('30 stalled uploads leave health and another tenant answering, and nothing is stuck once they go away', async () => {
    const boundary = 'x-stalled-boundary';
    const head = [
      'POST /api/erp/attachment HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${a.token}`,
      `CompanyId: ${a.companyId}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 1000000',
      '',
    ].join('\r\n');
    const firstBytes = `--${boundary}\r\nContent-Disposition: form-data; name="module"\r\n\r\nEXPENSE\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`;
    for (let i = 0; i < 30; i++) sockets.push(await stalledRequest(base, head, firstBytes));
    // Let every stalled request get as far into the server as it can.
    await new Promise((r) => setTimeout(r, 500));

    const deadline = 15_000;
    const [health, otherTenant, sameTenant] = await Promise.all([
      answerWithin(`${base}/api/health`, {}, deadline),
      answerWithin(`${base}/api/erp/expense`, { headers: b.headers }, deadline),
      answerWithin(`${base}/api/erp/expense`, { headers: a.headers }, deadline),
    ]);
    expect(health?.status).toBe(200);
    expect(otherTenant?.status).toBe(200);
    expect(sameTenant?.status).toBe(200);

    for (const s of sockets.splice(0)) s.destroy();
    const after = await answerWithin(`${base}/api/health`, {}, deadline);
    expect(after?.status).toBe(200);
  });
});
