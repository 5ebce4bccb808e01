import { Injectable } from '@nestjs/common';
import { TokenBuckets, type BucketDecision } from '../../../core/rate-limit/index.js';

/**
 * The per-key limit of /api/v1 (default 10 requests a second, bursts of 20; API_RATE_PER_SECOND and
 * API_RATE_BURST change it), shared by every instance through core's token buckets (Redis or PostgreSQL).
 */
@Injectable()
export class ApiRateLimiter {
  readonly rate = positive(process.env.API_RATE_PER_SECOND, 10);
  readonly burst = positive(process.env.API_RATE_BURST, 20);

  constructor(private readonly buckets: TokenBuckets) {}

  take(apiKeyId: number): Promise<BucketDecision> {
    return this.buckets.take(`api-key:${apiKeyId}`, { perSecond: this.rate, burst: this.burst });
  }
}

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
