import { Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthModule } from '../auth/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { ApiLogController } from './controllers/api-log.controller.js';
import { ApiKeyController } from './controllers/api-key.controller.js';
import { CodesController } from './controllers/codes.controller.js';
import { GatewayPreflightController } from './controllers/gateway-preflight.controller.js';
import { GatewayClock } from './gateway/gateway-clock.js';
import { GatewayCors } from './gateway/gateway-cors.js';
import { ApiRateLimiter } from './gateway/api-rate-limiter.js';
import { GatewayKeyCache } from './gateway/gateway-key-cache.js';
import { GatewayKeysRepository } from './gateway/gateway-keys.repository.js';
import { GatewayGuard, GatewayInterceptor } from './gateway/gateway.guard.js';
import { UnknownKeyLimiter } from './gateway/unknown-key-limiter.js';
import { UsageLogWriter } from './gateway/usage-log-writer.js';
import { ApiLogsRepository } from './repositories/api-logs.repository.js';
import { ApiKeysRepository } from './repositories/api-keys.repository.js';
import { ApiLogsService } from './services/api-logs.service.js';
import { ApiKeysService } from './services/api-keys.service.js';
import { CodesService } from './services/codes.service.js';
import { CodeRenderPool } from './rendering/code-render-pool.js';

/**
 * API keys and the /api/v1 gateway (key check, rate limit, call log, metering) with the APIs it serves in
 * process (barcode, QR code). Other modules add /api/v1 endpoints by importing this module and putting
 * @GatewayApi() on a handler (gateway/gateway-api.ts).
 */
@Module({
  imports: [SubscriptionsModule, AuthModule, DiscoveryModule],
  controllers: [ApiKeyController, CodesController, ApiLogController, GatewayPreflightController],
  providers: [
    ApiKeysService, ApiKeysRepository, CodesService, CodeRenderPool, ApiLogsService, ApiLogsRepository,
    GatewayKeyCache, GatewayKeysRepository, ApiRateLimiter, UnknownKeyLimiter, UsageLogWriter, GatewayGuard, GatewayInterceptor,
    GatewayClock, GatewayCors,
  ],
  exports: [
    ApiKeysService, ApiLogsService, GatewayKeyCache, GatewayKeysRepository, ApiRateLimiter, UnknownKeyLimiter, UsageLogWriter, GatewayGuard, GatewayInterceptor,
    GatewayClock, GatewayCors,
  ],
})
export class DeveloperApiModule implements OnModuleInit {
  constructor(private readonly subscriptions: SubscriptionsService, private readonly cache: GatewayKeyCache) {}

  /** A subscription change takes effect on this instance's next /api/v1 call, not after the cache expires. */
  onModuleInit(): void {
    this.subscriptions.onChange((companyId) => this.cache.forgetCompany(companyId));
  }
}
