import pg from 'pg';
import { Redis } from 'ioredis';
import { TokenBuckets } from '../../src/core/rate-limit/index.js';
import { activeCompany, resetSuperAdminPasswordCache, subscribe } from '../support/identity.js';
import { startSecondInstance, startTestApp, type TestApp } from '../support/test-app.js';
import { createKey } from '../developer-api/gateway-fixtures.js';

/**
 * Issue 17 item 5: every rate limit is counted where all instances of the API see it (Redis when
 * REDIS_URL is set, else PostgreSQL), so two instances behind a load balancer do not double it.
 */
describe.each([
  ['Redis', process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'],
  ['PostgreSQL', undefined],
])('rate limits shared by two instances (%s)', (backend, redisUrl) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let company: Awaited<ReturnType<typeof activeCompany>>;

  beforeAll(async () => {
    resetSuperAdminPasswordCache();
    // Real per-route limits (scale 1); an API key gets bursts of 10 and one more token every 5 s.
    first = await startTestApp({ RATE_LIMIT_SCALE: '1', API_RATE_PER_SECOND: '0.2', API_RATE_BURST: '10', REDIS_URL: redisUrl });
    second = await startSecondInstance(first);
    // Before the captcha test empties this address's captcha bucket (sign-up needs one).
    company = await activeCompany(first.http, {}, { subscribe: [] });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it(`keeps its buckets in ${backend}`, () => {
    expect(first.app.get(TokenBuckets).backend).toBe(redisUrl ? 'redis' : 'postgres');
    expect(second.app.get(TokenBuckets)).not.toBe(first.app.get(TokenBuckets));
  });

  it('a per-route limit (captcha images, 30 a minute per address) counts requests to either instance', async () => {
    const statuses: number[][] = [[], []];
    for (let i = 0; i < 40; i++) {
      const http = i % 2 === 0 ? first.http : second.http;
      statuses[i % 2].push((await http.get('/api/auth/captcha')).status);
    }
    const ok = statuses.flat().filter((s) => s === 200).length;
    // 30 in the bucket (less the one the sign-up took) plus at most a couple refilled while the 40 requests
    // ran; per-process counters let all 40 through.
    expect(ok).toBeGreaterThanOrEqual(29);
    expect(ok).toBeLessThanOrEqual(32);
    expect(statuses[0]).toContain(429);
    expect(statuses[1]).toContain(429);
    const refused = await second.http.get('/api/auth/captcha').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2);
  });

  it("an API key's limit (burst 10) counts calls to either instance", async () => {
    await subscribe(first.http, company, 7);
    const { id, key } = await createKey(first.http, company);
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) =>
      (i % 2 === 0 ? first.http : second.http).post('/api/v1/qrcode').set('X-API-Key', key).send({ text: `call ${i}`, size: 64 }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(14);

    // The bucket is one record in the shared store, whichever instance took from it.
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      try {
        const db = new URL(first.db.ownerUrl).pathname.slice(1);
        expect(Number(await redis.hget(`bizdesk:rate:${db}:api-key:${id}`, 'tokens'))).toBeLessThan(1);
      } finally {
        redis.disconnect();
      }
    } else {
      const client = new pg.Client({ connectionString: first.db.ownerUrl });
      await client.connect();
      try {
        const rows = (await client.query(`SELECT tokens FROM rate_limit_buckets WHERE bucket_key = $1`, [`api-key:${id}`])).rows;
        expect(rows).toHaveLength(1);
        expect(rows[0].tokens).toBeLessThan(1);
      } finally {
        await client.end();
      }
    }
  });
});
