import { activeCompany, subscribe } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createKey } from './gateway-fixtures.js';

/**
 * Calls to /api/v1 that no key lets in are limited per client address (issue 24): 30 a minute, then 429 with
 * Retry-After; a working key is never counted there and keeps its own per-key limit. The app runs with the
 * real limits (RATE_LIMIT_SCALE 1); addresses come from X-Forwarded-For, which the tests' loopback proxy is
 * trusted to set.
 */
describe('/api/v1 refuses floods of unknown keys per client address', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof activeCompany>>;
  let key: string;
  const TOO_MANY = /^Too many requests\. Please wait \d+ seconds? and try again\.$/;
  const qr = (from: string, apiKey?: string) => {
    const req = t.http.post('/api/v1/qrcode').set('X-Forwarded-For', from);
    return (apiKey === undefined ? req : req.set('X-API-Key', apiKey)).send({ text: 'hello', size: 64 });
  };
  /** Unknown keys from `from` until the first 429 (at most `max` calls): the statuses seen before it and the 429. */
  const floodUntilRefused = async (from: string, max: number) => {
    const before: number[] = [];
    for (let i = 0; i < max; i++) {
      const res = await qr(from, `bdk_guess-${i}-${'x'.repeat(30)}`);
      if (res.status === 429) return { before, refused: res };
      before.push(res.status);
    }
    throw new Error(`no 429 after ${max} unknown keys from ${from}`);
  };

  beforeAll(async () => {
    // A key's own limit small enough to reach here: 5, refilled at one a second.
    t = await startTestApp({ RATE_LIMIT_SCALE: '1', API_RATE_BURST: '5', API_RATE_PER_SECOND: '1' });
    company = await activeCompany(t.http, {}, { subscribe: [] });
    await subscribe(t.http, company, 7);
    ({ key } = await createKey(t.http, company, 'integration'));
  });
  afterAll(async () => t.close());

  it('answers 401 for the first 30 refused calls of an address, then 429 with Retry-After', async () => {
    // The working key is used from this address first: a shared address does not cost it its service.
    await qr('198.51.100.7', key).expect(200);

    const { before, refused } = await floodUntilRefused('198.51.100.7', 60);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(new Set(before)).toEqual(new Set([401]));
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({ status: 'TOO_MANY_REQUESTS', message: expect.stringMatching(TOO_MANY), data: null });

    // A call without a key is refused the same way from that address.
    const none = await qr('198.51.100.7');
    expect(none.status).toBe(429);
    expect(Number(none.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Another address is not affected.
    const other = await qr('203.0.113.50', 'bdk_guess-from-elsewhere');
    expect(other.status).toBe(401);
    expect(other.body.message).toBe('Invalid or inactive API key');

    // The key that works keeps working from the limited address.
    await qr('198.51.100.7', key).expect(200);
  });

  it('a working key is never counted against its address, and keeps its own per-key limit', async () => {
    const fresh = (await createKey(t.http, company, 'burst')).key;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await qr('192.0.2.33', fresh)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]); // the key's burst
    let limited = await qr('192.0.2.33', fresh);
    for (let i = 0; limited.status === 200 && i < 20; i++) limited = await qr('192.0.2.33', fresh); // refilled meanwhile
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    // Those calls took nothing from the address's allowance for refused ones: the next unknown key is a 401.
    const unknown = await qr('192.0.2.33', 'bdk_not-a-key');
    expect(unknown.status).toBe(401);
  });
});
