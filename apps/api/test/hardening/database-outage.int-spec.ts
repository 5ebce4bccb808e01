import { activeCompany, type Session } from '../support/identity.js';
import { answerWithin, listenOnLoopback } from '../support/live-server.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 17 item 9 and issue 18 item 3: with the database gone, readiness says 503 with nothing internal
 * in it, liveness still answers, data routes answer 503 (not 500), and all of it recovers by itself.
 */
describe('database outage', () => {
  let t: TestApp;
  let base: string;
  let proxy: TcpProxy;
  let c: Session;

  beforeAll(async () => {
    t = await startTestApp({}, {
      appUrl: async (url) => {
        proxy = TcpProxy.forUrl(url);
        await proxy.start();
        return proxy.via(url);
      },
    });
    c = await activeCompany(t.http);
    base = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    // The proxy's listening socket would otherwise keep Jest from exiting.
    await proxy.cut();
  });

  const deadline = 15_000;

  it('liveness answers from the process; readiness reports database and queue', async () => {
    const live = await answerWithin(`${base}/api/health/live`, {}, deadline);
    expect(live).toEqual({ status: 200, body: { status: 'OK', message: 'Alive', data: { status: 'up' } } });
    const ready = await answerWithin(`${base}/api/health`, {}, deadline);
    expect(ready?.status).toBe(200);
    expect(ready?.body?.data).toMatchObject({ status: 'up', database: { status: 'up' }, queue: { status: 'up' } });
  });

  it('answers 503 without internals while the database is down, and recovers by itself', async () => {
    await proxy.cut();
    // Past the readiness cache of one second.
    await new Promise((r) => setTimeout(r, 1100));

    const ready = await answerWithin(`${base}/api/health`, {}, deadline);
    expect(ready?.status).toBe(503);
    expect(ready?.body).toEqual({
      status: 'SERVICE_UNAVAILABLE', message: 'Service unavailable',
      data: { status: 'down', database: { status: 'down' }, queue: expect.objectContaining({ status: 'up' }) },
    });
    expect(JSON.stringify(ready?.body)).not.toMatch(/ECONN|timeout|terminated|127\.0\.0\.1|postgres/i);
    expect((await answerWithin(`${base}/api/health/live`, {}, deadline))?.status).toBe(200);

    const data = await answerWithin(`${base}/api/erp/expense`, { headers: c.headers }, deadline);
    expect(data?.status).toBe(503);
    expect(data?.body).toEqual({ status: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.', data: null });

    await proxy.restore();
    await new Promise((r) => setTimeout(r, 1100));
    let back = await answerWithin(`${base}/api/health`, {}, deadline);
    for (let i = 0; i < 10 && back?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      back = await answerWithin(`${base}/api/health`, {}, deadline);
    }
    expect(back?.status).toBe(200);
    expect((await answerWithin(`${base}/api/erp/expense`, { headers: c.headers }, deadline))?.status).toBe(200);
  }, 90_000);
});
