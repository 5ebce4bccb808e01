import { Injectable } from '@nestjs/common';
import { TokenBuckets, type BucketDecision } from '../../../core/rate-limit/index.js';

/** The calls of one key waiting for the shared store's answer, and whether a round trip is in flight. */
interface KeyQueue {
  waiting: ((decision: BucketDecision) => void)[];
  busy: boolean;
}

/**
 * The per-key limit of /api/v1 (default 10 requests a second, bursts of 20; API_RATE_PER_SECOND and
 * API_RATE_BURST change it), shared by every instance through core's token buckets (Redis or PostgreSQL).
 *
 * One round trip per call was the gateway's largest fixed cost (issue 32: a write in the store per call,
 * serialised on the key's row). Calls of one key that arrive while a round trip is in flight wait for it and
 * then go together: the next round trip asks for exactly as many tokens as calls are waiting and lets in that
 * many, in arrival order; the others get 429 with the store's Retry-After. Nothing is taken ahead or kept, so
 * the limit is exactly what one token per call would give (tested with a burst of 20 and 45 calls at once).
 */
@Injectable()
export class ApiRateLimiter {
  readonly rate = positive(process.env.API_RATE_PER_SECOND, 10);
  readonly burst = positive(process.env.API_RATE_BURST, 20);
  private readonly queues = new Map<number, KeyQueue>();

  constructor(private readonly buckets: TokenBuckets) {}

  take(apiKeyId: number): Promise<BucketDecision> {
    let queue = this.queues.get(apiKeyId);
    if (!queue) {
      queue = { waiting: [], busy: false };
      this.queues.set(apiKeyId, queue);
    }
    const decided = new Promise<BucketDecision>((resolve) => queue.waiting.push(resolve));
    if (!queue.busy) void this.drain(apiKeyId, queue);
    return decided;
  }

  private async drain(apiKeyId: number, queue: KeyQueue): Promise<void> {
    queue.busy = true;
    try {
      while (queue.waiting.length > 0) {
        // More than a burst can never be granted at once: the rest go in the next round trip.
        const batch = queue.waiting.splice(0, Math.max(1, Math.floor(this.burst)));
        const { granted, retryAfterSeconds } = await this.buckets.takeUpTo(`api-key:${apiKeyId}`, { perSecond: this.rate, burst: this.burst }, batch.length);
        batch.forEach((resolve, i) => resolve(i < granted ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds }));
      }
    } finally {
      queue.busy = false;
      if (queue.waiting.length === 0) this.queues.delete(apiKeyId);
      else void this.drain(apiKeyId, queue);
    }
  }
}

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
