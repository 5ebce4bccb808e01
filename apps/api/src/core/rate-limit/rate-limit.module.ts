import { Global, Module } from '@nestjs/common';
import { TokenBuckets } from './token-buckets.js';
import { RateLimitHousekeeper } from './rate-limit-housekeeper.js';

/** Shared token buckets (Redis or PostgreSQL) for every limit of the API: per route and address, per API key. */
@Global()
@Module({ providers: [TokenBuckets, RateLimitHousekeeper], exports: [TokenBuckets] })
export class RateLimitModule {}
