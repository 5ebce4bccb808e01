export { RateLimitModule } from './rate-limit.module.js';
export { TokenBuckets, leaseSize, type BucketDecision, type BucketRule } from './token-buckets.js';
