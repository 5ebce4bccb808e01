import type { AppConfig } from '../../../core/config/app-config.js';
import type { BucketDecision, BucketRule, TokenBuckets } from '../../../core/rate-limit/index.js';
import { UnknownKeyLimiter } from './unknown-key-limiter.js';

/** Shared buckets that answer what the test says, recording what was asked. */
function fakeBuckets(answer: () => BucketDecision) {
  const taken: { key: string; rule: BucketRule }[] = [];
  const buckets = { take: async (key: string, rule: BucketRule) => (taken.push({ key, rule }), answer()) } as unknown as TokenBuckets;
  return { buckets, taken };
}
const config = (rateLimitScale: number) => ({ rateLimitScale }) as AppConfig;

describe('UnknownKeyLimiter (refused /api/v1 calls per client address)', () => {
  it('counts refusals per address in a bucket of 30 a minute, scaled like every per-address limit', async () => {
    const { buckets, taken } = fakeBuckets(() => ({ allowed: true, retryAfterSeconds: 0 }));
    expect(await new UnknownKeyLimiter(buckets, config(1)).countRefusal('198.51.100.7')).toBe(0);
    await new UnknownKeyLimiter(buckets, config(100)).countRefusal(undefined);
    expect(taken).toEqual([
      { key: 'api-key-refused:198.51.100.7', rule: { burst: 30, perSecond: 0.5 } },
      { key: 'api-key-refused:unknown', rule: { burst: 3000, perSecond: 50 } },
    ]);
  });

  it('once an address is over: its unknown keys wait before any lookup, keys seen working do not, other addresses do not', async () => {
    const { buckets } = fakeBuckets(() => ({ allowed: false, retryAfterSeconds: 2 }));
    const limiter = new UnknownKeyLimiter(buckets, config(1));
    limiter.worked('hash-of-a-working-key');
    expect(limiter.waitBeforeLookup('198.51.100.7', 'hash-of-a-guess')).toBe(0); // nothing counted yet

    expect(await limiter.countRefusal('198.51.100.7')).toBe(2);
    expect(limiter.waitBeforeLookup('198.51.100.7', 'hash-of-a-guess')).toBe(2);
    expect(limiter.waitBeforeLookup('198.51.100.7', null)).toBe(2); // no key at all
    expect(limiter.waitBeforeLookup('198.51.100.7', 'hash-of-a-working-key')).toBe(0);
    expect(limiter.waitBeforeLookup('203.0.113.50', 'hash-of-a-guess')).toBe(0);
  });
});
