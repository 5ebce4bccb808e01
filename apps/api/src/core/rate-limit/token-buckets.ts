import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** A bucket refills at `perSecond` tokens a second up to `burst`; each request takes one. */
export interface BucketRule {
  perSecond: number;
  burst: number;
}

export interface BucketDecision {
  allowed: boolean;
  /** Whole seconds until a token is back (the Retry-After header); 0 when allowed. */
  retryAfterSeconds: number;
}

/** What the shared store answers: how many tokens it gave (0..want) and how many are left after that. */
interface Grant {
  granted: number;
  tokens: number;
}

/**
 * Take up to ARGV[3] tokens from the bucket KEYS[1]. Redis server time, so every instance sees one clock;
 * the key expires once the bucket would be full again (an idle client costs nothing).
 */
const TAKE_LUA = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local want = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(b[1]) or burst
local ts = tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - ts) * rate / 1000)
local granted = math.min(want, math.floor(tokens))
tokens = tokens - granted
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return { granted, tostring(tokens) }
`;

/** Tokens this instance took ahead for a generous rule and spends without asking the store. */
interface Lease {
  tokens: number;
  expiresAt: number;
}

/**
 * Token buckets shared by every instance of the API: in Redis when REDIS_URL is set, otherwise in
 * PostgreSQL (rate_limit_buckets, one call of rate_limit_take() per decision). Used by the per-route
 * limits (core/http/rate-limit.ts) and the per-key limit of /api/v1.
 *
 * Generous rules (the flood backstop of every route) would cost a round trip per request for a limit
 * nobody reaches, so for them an instance takes a small lease of tokens at once (at most 1/50 of the
 * burst, kept for a second); tight rules (login, captcha, an API key's 20) take one token at a time and
 * are exact across instances. A lease can only make the limit stricter, never looser.
 *
 * If the store cannot answer, the request is let through and the failure logged: the limits are a
 * backstop, and the database work the request does next fails on its own (503) when the store is the
 * database.
 */
@Injectable()
export class TokenBuckets implements OnModuleDestroy {
  static readonly LEASE_MS = 1000;
  static readonly MAX_LEASE = 100;
  private readonly logger = new Logger('TokenBuckets');
  private readonly redis: Redis | null;
  /** Keys are per database in Redis, so databases sharing one Redis (tests, side-by-side installs) never share a bucket. */
  private readonly prefix: string;
  private readonly leases = new Map<string, Lease>();
  private lastSweep = Date.now();
  private lastFailureLog = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectDataSource() private readonly dataSource: DataSource) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectionName: 'bizdesk-rate-limit', maxRetriesPerRequest: 2, enableOfflineQueue: true })
      : null;
    this.redis?.on('error', (err: Error) => this.failed(err));
    let database = 'embedded';
    try {
      database = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) || database : database;
    } catch {
      /* keep the default */
    }
    this.prefix = `bizdesk:rate:${database}:`;
  }

  get backend(): 'redis' | 'postgres' {
    return this.redis ? 'redis' : 'postgres';
  }

  async take(key: string, rule: BucketRule): Promise<BucketDecision> {
    const now = Date.now();
    this.sweep(now);
    const lease = this.leases.get(key);
    if (lease && lease.expiresAt > now && lease.tokens >= 1) {
      lease.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const grant = await this.takeFromStore(key, rule, leaseSize(rule));
    if (!grant) return { allowed: true, retryAfterSeconds: 0 };
    if (grant.granted >= 1) {
      if (grant.granted > 1) this.leases.set(key, { tokens: grant.granted - 1, expiresAt: now + TokenBuckets.LEASE_MS });
      else this.leases.delete(key);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    this.leases.delete(key);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - grant.tokens) / rule.perSecond)) };
  }

  /**
   * Up to `want` tokens in one round trip, for a caller that gathers the requests waiting on one bucket at the
   * same moment (the /api/v1 per-key limit, ApiRateLimiter): it takes only what those requests need, never
   * ahead, so the limit stays as exact as one token at a time. `granted` of them are let in; the rest wait
   * `retryAfterSeconds`. If the store cannot answer, all are let in (as take() does).
   */
  async takeUpTo(key: string, rule: BucketRule, want: number): Promise<{ granted: number; retryAfterSeconds: number }> {
    const grant = await this.takeFromStore(key, rule, want);
    if (!grant) return { granted: want, retryAfterSeconds: 0 };
    return { granted: grant.granted, retryAfterSeconds: grant.granted >= want ? 0 : Math.max(1, Math.ceil((1 - grant.tokens) / rule.perSecond)) };
  }

  /** The store's grant, or null when it could not answer (logged; the caller lets the requests through). */
  private async takeFromStore(key: string, rule: BucketRule, want: number): Promise<Grant | null> {
    try {
      return this.redis ? await this.takeFromRedis(key, rule, want) : await this.takeFromDatabase(key, rule, want);
    } catch (err) {
      this.failed(err as Error);
      return null;
    }
  }

  private async takeFromRedis(key: string, rule: BucketRule, want: number): Promise<Grant> {
    const [granted, tokens] = (await this.redis!.eval(TAKE_LUA, 1, this.prefix + key, rule.perSecond, rule.burst, want)) as [number, string];
    return { granted: Number(granted), tokens: Number(tokens) };
  }

  /** One autocommit statement on the pool: no transaction, no tenant (the buckets are not tenant data). */
  private async takeFromDatabase(key: string, rule: BucketRule, want: number): Promise<Grant> {
    const rows = (await this.dataSource.query(`SELECT granted, tokens FROM rate_limit_take($1, $2, $3, $4)`, [
      key.slice(0, 300), rule.perSecond, rule.burst, want,
    ])) as { granted: number; tokens: number }[];
    return { granted: Number(rows[0]?.granted ?? 0), tokens: Number(rows[0]?.tokens ?? 0) };
  }

  private failed(err: Error): void {
    const now = Date.now();
    if (now - this.lastFailureLog < 10_000) return;
    this.lastFailureLog = now;
    this.logger.warn(`rate-limit store (${this.backend}) unavailable, letting requests through: ${err.message}`);
  }

  /** Drops finished leases now and then, so memory stays bounded by active clients. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, lease] of this.leases) if (lease.expiresAt <= now) this.leases.delete(key);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

/** How many tokens to take at once: 1 for tight rules, up to 1/50 of the burst (at most 100) for generous ones. */
export function leaseSize(rule: BucketRule): number {
  return Math.max(1, Math.min(TokenBuckets.MAX_LEASE, Math.floor(rule.burst / 50)));
}
