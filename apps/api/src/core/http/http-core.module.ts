import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { AuthGuard } from '../tenancy/auth.guard.js';
import { RequestOriginInterceptor } from '../tenancy/request-origin.js';
import { TenantTransactionInterceptor } from '../tenancy/tenant-transaction.interceptor.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { BodyReadersCheck } from './body-readers-check.js';
import { EnvelopeInterceptor } from './envelope.interceptor.js';
import { HealthController } from './health.controller.js';
import { IdempotencyKeyInterceptor } from './idempotency/idempotency-key.interceptor.js';
import { IdempotencyPurgeJob, IdempotencyPurgeSchedule } from './idempotency/idempotency-purge.job.js';
import { RateLimitGuard } from './rate-limit.js';
import { createValidationPipe } from './validation.js';

/** The HTTP contract: auth and tenant guard, one transaction per request, the envelope, validation. */
@Module({
  imports: [DiscoveryModule],
  controllers: [HealthController],
  providers: [
    BodyReadersCheck,
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
    // Rate limiting first, so floods are turned away before any database work.
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
    // Registered first = outermost: the envelope wraps what the tenant transaction returns.
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    // Before the tenant transaction: the runner sends the client address with the company settings (audit trail).
    { provide: APP_INTERCEPTOR, useClass: RequestOriginInterceptor },
    { provide: APP_INTERCEPTOR, useClass: TenantTransactionInterceptor },
    // Inside the tenant transaction: an Idempotency-Key's claim and stored answer commit with the write.
    { provide: APP_INTERCEPTOR, useClass: IdempotencyKeyInterceptor },
    IdempotencyPurgeJob,
    IdempotencyPurgeSchedule,
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
})
export class HttpCoreModule {}
