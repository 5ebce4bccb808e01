import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { TokenBuckets, type BucketRule } from '../../../core/rate-limit/index.js';

/**
 * Calls to /api/v1 that no key lets in (none sent, unknown, inactive), counted per client address: 30 a minute
 * (bursts of 30, then one every 2 s; RATE_LIMIT_SCALE multiplies it as it does every per-address limit), in
 * core's shared token buckets, so every instance counts against the same limit. Beyond it the caller gets 429
 * with Retry-After. A key that works is never counted: it has its own per-key limit (ApiRateLimiter).
 *
 * Once an address is over the limit, this instance refuses its next unknown keys before looking them up
 * (no database work for a flood) until the Retry-After has passed. A key this instance saw working in the
 * last ten minutes is still looked up, so an integration sharing an address with a flood keeps working.
 */
@Injectable()
export class UnknownKeyLimiter {
  static readonly PER_MINUTE = 30;
  static readonly KNOWN_GOOD_MS = 10 * 60_000;
  /** Bounded like the key cache: a flood of addresses or keys cannot grow memory without limit. */
  static readonly MAX_ENTRIES = 10_000;
  private readonly rule: BucketRule;
  private readonly blockedUntil = new Map<string, number>();
  private readonly knownGood = new Map<string, number>();

  constructor(private readonly buckets: TokenBuckets, @Inject(APP_CONFIG) config: AppConfig) {
    const burst = UnknownKeyLimiter.PER_MINUTE * config.rateLimitScale;
    this.rule = { burst, perSecond: burst / 60 };
  }

  /** Seconds `address` must still wait before key `hash` (null: none sent) is looked up; 0 when it may be. */
  waitBeforeLookup(address: string | undefined, hash: string | null): number {
    const until = this.blockedUntil.get(addressKey(address));
    const now = Date.now();
    if (until === undefined || until <= now) return 0;
    if (hash !== null && (this.knownGood.get(hash) ?? 0) > now) return 0;
    return Math.max(1, Math.ceil((until - now) / 1000));
  }

  /** Counts one refused call from `address`; the seconds to wait when it was one too many, else 0. */
  async countRefusal(address: string | undefined): Promise<number> {
    const key = addressKey(address);
    const decision = await this.buckets.take(`api-key-refused:${key}`, this.rule);
    if (decision.allowed) return 0;
    remember(this.blockedUntil, key, Date.now() + decision.retryAfterSeconds * 1000);
    return decision.retryAfterSeconds;
  }

  /** A key that was found and active: its later lookups are never held back by its address's refusals. */
  worked(hash: string): void {
    remember(this.knownGood, hash, Date.now() + UnknownKeyLimiter.KNOWN_GOOD_MS);
  }
}

const addressKey = (address: string | undefined) => address || 'unknown';

function remember(map: Map<string, number>, key: string, until: number): void {
  if (map.size >= UnknownKeyLimiter.MAX_ENTRIES && !map.has(key)) {
    const now = Date.now();
    for (const [k, t] of map) if (t <= now) map.delete(k);
    if (map.size >= UnknownKeyLimiter.MAX_ENTRIES) map.clear();
  }
  map.set(key, until);
}
