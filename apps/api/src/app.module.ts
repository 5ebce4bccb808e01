import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule } from './core/config/config.module.js';
import type { DatabaseEndpoints } from './core/database/database-bootstrap.js';
import { DatabaseModule } from './core/database/database.module.js';
import { DeletionGuardModule } from './core/deletion-guard/index.js';
import { HousekeepingModule } from './core/housekeeping/housekeeping.module.js';
import { HttpCoreModule } from './core/http/http-core.module.js';
import { MailModule } from './core/mail/mail.module.js';
import { PdfModule } from './core/pdf/pdf.module.js';
import type { QueueOptions } from './core/queue/queue-options.js';
import { QueueModule } from './core/queue/queue.module.js';
import { RateLimitModule } from './core/rate-limit/rate-limit.module.js';
import { StorageModule } from './core/storage/storage.module.js';
import { TenancyModule } from './core/tenancy/tenancy.module.js';
import { ModulesModule } from './modules/modules.module.js';

export interface AppOverrides {
  /** Tests give each run its own queue prefix. */
  queue?: Partial<QueueOptions>;
}

/** The one module graph: the API (main.ts) and the worker (worker.ts) both start from here. */
@Module({})
export class AppModule {
  static forRoot(endpoints: DatabaseEndpoints, overrides: AppOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule,
        DatabaseModule.forRoot(endpoints),
        TenancyModule,
        DeletionGuardModule,
        QueueModule.forRoot(overrides.queue),
        RateLimitModule,
        MailModule,
        PdfModule,
        StorageModule,
        HousekeepingModule,
        HttpCoreModule,
        ModulesModule,
      ],
    };
  }
}
