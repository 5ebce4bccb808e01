import { JobQueue } from '../../src/core/queue/index.js';
import { countRedisKeys } from '../support/redis-keys.js';
import { startTestApp } from '../support/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Issue 8 item 7: a test app leaves nothing in Redis (jobs, the hourly schedules), so local runs start clean. */
(redisUrl ? describe : describe.skip)('Redis after a test app closes', () => {
  it('holds no key under the app\'s queue prefix', async () => {
    const t = await startTestApp();
    await t.app.get(JobQueue).enqueue('identity.housekeeping', { companyId: null }, { idempotencyKey: `cleanup-${Date.now()}` });
    expect(await countRedisKeys(redisUrl, t.queuePrefix)).toBeGreaterThan(0);
    await t.close();
    expect(await countRedisKeys(redisUrl, t.queuePrefix)).toBe(0);
  });
});
