import { ResponseRateLimiter, sourceNetwork } from './response-rate-limiter.js';

describe('ResponseRateLimiter', () => {
  let now: number;
  const limiter = (opts: { perSecond: number; burst?: number; maxBuckets?: number }) => new ResponseRateLimiter({ ...opts, now: () => now });
  const burstOf = (l: ResponseRateLimiter, n: number, source = '198.51.100.7', key = 'a.zone/TXT') => Array.from({ length: n }, () => l.check(source, key));

  beforeEach(() => {
    now = 1_000_000;
  });

  it('answers a burst, then slips every second question over the limit and drops the others', () => {
    const l = limiter({ perSecond: 5 });
    expect(burstOf(l, 5)).toEqual(Array(5).fill('answer'));
    expect(burstOf(l, 6)).toEqual(['slip', 'drop', 'slip', 'drop', 'slip', 'drop']);
  });

  it('refills at the configured rate', () => {
    const l = limiter({ perSecond: 5 });
    burstOf(l, 5);
    now += 200; // one token
    expect(burstOf(l, 2)).toEqual(['answer', 'slip']);
    now += 1000; // full again, never beyond the burst
    expect(burstOf(l, 6)).toEqual([...Array(5).fill('answer'), 'slip']);
  });

  it('counts per source network and per answer', () => {
    const l = limiter({ perSecond: 2 });
    expect(burstOf(l, 3, '198.51.100.7')).toEqual(['answer', 'answer', 'slip']);
    // The same /24 shares the bucket: a spoofer cannot escape by varying the last octet.
    expect(l.check('198.51.100.200', 'a.zone/TXT')).toBe('drop');
    expect(l.check('198.51.101.7', 'a.zone/TXT')).toBe('answer');
    expect(l.check('198.51.100.7', 'b.zone/TXT')).toBe('answer');
    expect(l.check('198.51.100.7', 'a.zone/A')).toBe('answer');
  });

  it('tells whether the next answer would be limited without counting it', () => {
    const l = limiter({ perSecond: 1 });
    expect(l.isLimited('198.51.100.7', 'k')).toBe(false);
    expect(l.check('198.51.100.7', 'k')).toBe('answer');
    expect(l.isLimited('198.51.100.9', 'k')).toBe(true);
    expect(l.isLimited('198.51.100.9', 'other')).toBe(false);
    now += 1000;
    expect(l.isLimited('198.51.100.7', 'k')).toBe(false);
    expect(l.check('198.51.100.7', 'k')).toBe('answer');
  });

  it('does nothing at 0 per second', () => {
    const l = limiter({ perSecond: 0 });
    expect(l.enabled).toBe(false);
    expect(burstOf(l, 100).every((d) => d === 'answer')).toBe(true);
    expect(l.size).toBe(0);
  });

  it('keeps the table bounded, forgetting refilled buckets first', () => {
    const l = limiter({ perSecond: 1, maxBuckets: 10 });
    for (let i = 0; i < 5; i++) l.check(`10.0.${i}.1`, 'k');
    now += 5000; // those five have refilled: forgetting them changes nothing
    for (let i = 5; i < 10; i++) burstOf(l, 2, `10.0.${i}.1`, 'k');
    expect(l.size).toBe(10);
    l.check('10.0.99.1', 'k');
    expect(l.size).toBe(6);
    // The busy buckets survived the pruning: still over the limit.
    expect(l.check('10.0.9.1', 'k')).toBe('drop');
    for (let i = 0; i < 1000; i++) l.check(`10.${i >> 8}.${i & 255}.1`, 'k');
    expect(l.size).toBeLessThanOrEqual(10);
  });
});

describe('sourceNetwork', () => {
  it('groups IPv4 by /24 and IPv6 by /56, IPv4-mapped IPv6 as IPv4', () => {
    expect(sourceNetwork('192.0.2.77')).toBe('192.0.2.0/24');
    expect(sourceNetwork('::ffff:192.0.2.77')).toBe('192.0.2.0/24');
    expect(sourceNetwork('2001:db8:1:23ff::1')).toBe('2001:0db8:0001:2300::/56');
    expect(sourceNetwork('2001:db8:1:2300:aaaa:bbbb:cccc:dddd')).toBe('2001:0db8:0001:2300::/56');
    expect(sourceNetwork('2001:db8:1:2400::1')).not.toBe(sourceNetwork('2001:db8:1:2300::1'));
    expect(sourceNetwork('::1')).toBe('0000:0000:0000:0000::/56');
    expect(sourceNetwork('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/56');
  });
});
