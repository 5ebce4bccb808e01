import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { DatabaseEndpoints } from './database-bootstrap.js';
import { poolSettings } from './pool-settings.js';
import { TypeOrmTransactionGuard } from './typeorm-transaction-guard.js';

/** Injection token for the bootstrapped connection URLs (owner for migrations/queue, app for requests). */
export const DATABASE_ENDPOINTS = Symbol('DATABASE_ENDPOINTS');

@Global()
@Module({})
export class DatabaseModule {
  /** The DataSource connects as the app role: RLS applies to every query the API makes. */
  static forRoot(endpoints: DatabaseEndpoints): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            type: 'postgres',
            url: endpoints.appUrl,
            autoLoadEntities: true,
            // Transactions are the tenant runner's, on the pg connection: see typeorm-transaction-guard.ts.
            subscribers: [TypeOrmTransactionGuard],
            synchronize: false,
            migrationsRun: false,
            logging: false,
            // Timeouts on every pooled session: see pool-settings.ts.
            extra: poolSettings(config.dbPoolSize),
          }),
        }),
      ],
      providers: [{ provide: DATABASE_ENDPOINTS, useValue: endpoints }],
      exports: [DATABASE_ENDPOINTS, TypeOrmModule],
    };
  }
}
