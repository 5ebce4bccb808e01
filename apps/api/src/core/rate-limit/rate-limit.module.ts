import { Global, Module } from '@nestjs/common';
import { TokenBuckets } from './token-buckets.js';

/** Shared token buckets (Redis or PostgreSQL) for every limit of the API: per route and address, per API key. */
@Global()
@Module({ providers: [TokenBuckets], exports: [TokenBuckets] })
export class RateLimitModule {}
