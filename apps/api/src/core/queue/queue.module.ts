import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobExecutor } from './job-executor.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { JobQueue } from './job-queue.js';
import { JobWorkers } from './job-workers.js';
import { QueueBackend } from './queue-backend.js';
import { DEFAULT_QUEUE_OPTIONS, QUEUE_OPTIONS, type QueueOptions } from './queue-options.js';
import { QueueHousekeeper } from './queue-housekeeper.js';

const providers = [QueueBackend, JobHandlerRegistry, JobExecutor, JobQueue, JobWorkers, QueueHousekeeper];

/**
 * The job system (BullMQ on Redis or on PostgreSQL). Needs APP_CONFIG, DATABASE_ENDPOINTS and
 * TenantRunner from the global config, database and tenancy modules. Import it once, at the root:
 * `QueueModule` with the defaults, or `QueueModule.forRoot({ ... })` to change them.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [{ provide: QUEUE_OPTIONS, useValue: DEFAULT_QUEUE_OPTIONS }, ...providers],
  exports: [JobQueue, JobWorkers],
})
export class QueueModule {
  static forRoot(overrides: Partial<QueueOptions> = {}): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [{ provide: QUEUE_OPTIONS, useValue: { ...DEFAULT_QUEUE_OPTIONS, ...overrides } }, ...providers],
      exports: [JobQueue, JobWorkers],
    };
  }
}
