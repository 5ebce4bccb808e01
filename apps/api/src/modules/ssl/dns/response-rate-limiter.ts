import net from 'node:net';

/** What to do with one UDP answer: send it, send a truncated empty one instead (TC=1), or stay silent. */
export type RateDecision = 'answer' | 'slip' | 'drop';

export interface RateLimiterOptions {
  /** Answers per second per (source network, answer key); 0 turns the limiter off. */
  perSecond: number;
  /** Answers a quiet bucket may send at once (default: one second's worth). */
  burst?: number;
  /** Every `slip`-th over-limit question gets a truncated answer, the others are dropped (default 2). */
  slip?: number;
  /** Buckets kept at most; beyond that idle buckets, then the oldest, are forgotten. */
  maxBuckets?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
  over: number;
}

/**
 * Response Rate Limiting as authoritative servers do it (BIND/Knot RRL): a token bucket per source network
 * (IPv4 /24, IPv6 /56: a spoofing attacker picks addresses freely inside a victim's network) and per answer
 * key (the caller's: the name asked whatever the question type, or one key for every "no such name"). Over the limit, every second
 * question gets a truncated answer so a real resolver retries over TCP (which cannot be spoofed) and the
 * rest are dropped, so a spoofed flood is not reflected at its victim larger than it came in.
 */
export class ResponseRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly burst: number;
  private readonly slip: number;
  private readonly maxBuckets: number;
  private readonly now: () => number;

  constructor(opts: RateLimiterOptions) {
    this.perMs = opts.perSecond / 1000;
    this.burst = Math.max(1, opts.burst ?? opts.perSecond);
    this.slip = Math.max(1, opts.slip ?? 2);
    this.maxBuckets = Math.max(1, opts.maxBuckets ?? 100_000);
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.perMs > 0;
  }

  /** Buckets held (for tests and the memory bound). */
  get size(): number {
    return this.buckets.size;
  }

  /** Whether the next answer for this key would be over the limit (nothing is counted). */
  isLimited(source: string, answerKey: string): boolean {
    if (!this.enabled) return false;
    const bucket = this.buckets.get(`${sourceNetwork(source)}|${answerKey}`);
    return !!bucket && Math.min(this.burst, bucket.tokens + (this.now() - bucket.at) * this.perMs) < 1;
  }

  check(source: string, answerKey: string): RateDecision {
    if (!this.enabled) return 'answer';
    const now = this.now();
    const key = `${sourceNetwork(source)}|${answerKey}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxBuckets) this.prune(now);
      bucket = { tokens: this.burst, at: now, over: 0 };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
      bucket.at = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      bucket.over = 0;
      return 'answer';
    }
    bucket.over += 1;
    return (bucket.over - 1) % this.slip === 0 ? 'slip' : 'drop';
  }

  /**
   * Frees at least a tenth of the table: buckets that have refilled (the same as no bucket), then the oldest
   * created. Sweeping a tenth at once keeps the cost per question constant under a flood of new sources.
   */
  private prune(now: number): void {
    const target = Math.floor(this.maxBuckets * 0.9);
    const refillMs = this.burst / this.perMs;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at >= refillMs) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= target) break;
      this.buckets.delete(key);
    }
  }
}

/** The network a source address is counted in: IPv4 /24, IPv6 /56 (IPv4-mapped IPv6 counts as IPv4). */
export function sourceNetwork(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const v4 = mapped ? mapped[1] : bare;
  if (net.isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!net.isIPv6(bare)) return bare;
  const groups = expandIPv6(bare);
  return `${groups.slice(0, 3).join(':')}:${groups[3].slice(0, 2)}00::/56`;
}

/** The eight 4-digit hex groups of an IPv6 address ("::" and a dotted IPv4 tail expanded). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const middle = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.padStart(4, '0'));
}
