import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { sql } from '../../../core/tenancy/sql.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until a token is back (the Retry-After header). */
  retryAfterSeconds: number;
}

/** Token bucket: refills at `rate` per second up to `burst`. Redis server time, so instances agree. */
const TOKEN_BUCKET_LUA = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(b[1]) or burst
local ts = tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - ts) * rate / 1000)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return { allowed, tostring(tokens) }
`;

/**
 * The per-key limit of /api/v1 (default 10 requests a second, bursts of 20; API_RATE_PER_SECOND and
 * API_RATE_BURST change it), shared by every instance: in Redis when REDIS_URL is set, otherwise in the
 * database (api_rate_buckets, one atomic upsert per call).
 */
@Injectable()
export class ApiRateLimiter implements OnModuleDestroy {
  readonly rate = positive(process.env.API_RATE_PER_SECOND, 10);
  readonly burst = positive(process.env.API_RATE_BURST, 20);
  private readonly redis: Redis | null;
  /** Bucket keys are per database, so test databases sharing one Redis never share a bucket. */
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly runner: TenantRunner) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { connectionName: 'bizdesk-api-rate', maxRetriesPerRequest: 2, lazyConnect: false }) : null;
    let database = 'embedded';
    try {
      database = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) || database : database;
    } catch {
      /* keep the default */
    }
    this.prefix = `bizdesk:api-rate:${database}:`;
  }

  async take(apiKeyId: number): Promise<RateDecision> {
    const tokens = this.redis ? await this.takeFromRedis(apiKeyId) : await this.takeFromDatabase(apiKeyId);
    if (tokens !== null) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(1 / this.rate)) };
  }

  /** Remaining tokens after taking one, or null when refused. */
  private async takeFromRedis(apiKeyId: number): Promise<number | null> {
    const [allowed, tokens] = (await this.redis!.eval(TOKEN_BUCKET_LUA, 1, this.prefix + apiKeyId, this.rate, this.burst)) as [number, string];
    return allowed === 1 ? Number(tokens) : null;
  }

  private takeFromDatabase(apiKeyId: number): Promise<number | null> {
    return this.runner.runAsPlatform(async () => {
      const { rows } = await sql<{ tokens: number }>(
        `INSERT INTO api_rate_buckets AS b (api_key_id, tokens, refreshed_at) VALUES ($1, $3::float8 - 1, clock_timestamp())
         ON CONFLICT (api_key_id) DO UPDATE
           SET tokens = LEAST($3::float8, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.refreshed_at) * $2::float8) - 1,
               refreshed_at = clock_timestamp()
         WHERE LEAST($3::float8, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.refreshed_at) * $2::float8) >= 1
         RETURNING tokens`,
        [apiKeyId, this.rate, this.burst],
      );
      return rows[0]?.tokens ?? null;
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
