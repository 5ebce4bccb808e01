import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DatabaseEndpoints } from './database-bootstrap.js';
import { poolSettings } from './pool-settings.js';

/** Injection token for the bootstrapped connection URLs (owner for migrations/queue, app for requests). */
export const DATABASE_ENDPOINTS = Symbol('DATABASE_ENDPOINTS');

@Global()
@Module({})
export class DatabaseModule {
  /** The DataSource connects as the app role: RLS applies to every query the API makes. */
  static forRoot(endpoints: DatabaseEndpoints, poolSize = 10): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: endpoints.appUrl,
          autoLoadEntities: true,
          synchronize: false,
          migrationsRun: false,
          logging: false,
          // Timeouts on every pooled session: see pool-settings.ts.
          extra: poolSettings(poolSize),
        }),
      ],
      providers: [{ provide: DATABASE_ENDPOINTS, useValue: endpoints }],
      exports: [DATABASE_ENDPOINTS, TypeOrmModule],
    };
  }
}
