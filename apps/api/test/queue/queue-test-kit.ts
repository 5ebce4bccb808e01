import { randomBytes } from 'node:crypto';
import { Global, Injectable, Module, type DynamicModule, type LoggerService, type Provider } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import pg from 'pg';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../src/core/config/app-config.js';
import { DatabaseModule } from '../../src/core/database/database.module.js';
import { appUrlFrom } from '../../src/core/database/database-urls.js';
import { migrateDatabase } from '../../src/core/database/migrations-runner.js';
import { JobHandler, type JobContext, type JobHandlerFor } from '../../src/core/queue/job-handler.js';
import type { QueueOptions } from '../../src/core/queue/queue-options.js';
import { QueueModule } from '../../src/core/queue/queue.module.js';
import { TenancyModule } from '../../src/core/tenancy/tenancy.module.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { deleteRedisKeys } from '../support/redis-keys.js';

export type BackendKind = 'redis' | 'postgres';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The app role is cluster-wide and migrateDatabase resets its password: every suite uses this one.
const APP_PASSWORD = 'test_app_role_pw';

/** Polls until check() returns a truthy value; fails with `what` after the deadline. No timing assertions. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 30000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Collects Nest log lines so specs can assert what was logged (and what never is). */
export class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  private add(level: string, message: unknown, rest: unknown[]) {
    const line = [level, ...rest.map(String), String(message)].join(' ');
    this.lines.push(line);
    if (process.env.TEST_LOG_LEVEL && process.env.TEST_LOG_LEVEL !== 'silent') console.log(line);
  }
  log(message: unknown, ...rest: unknown[]) { this.add('log', message, rest); }
  error(message: unknown, ...rest: unknown[]) { this.add('error', message, rest); }
  warn(message: unknown, ...rest: unknown[]) { this.add('warn', message, rest); }
  debug(message: unknown, ...rest: unknown[]) { this.add('debug', message, rest); }
  verbose(message: unknown, ...rest: unknown[]) { this.add('verbose', message, rest); }
}

// ---------------------------------------------------------------------------------------------
// Test handlers. They write to queue_test_effects through ctx.manager (the job's transaction) and
// record what the transaction was scoped to, so specs can check tenancy, rollback and retries.

export interface EffectPayload {
  companyId: number | null;
  tag: string;
  /** FlakyJob throws on attempts 1..failTimes (after writing), then succeeds. */
  failTimes?: number;
  /** Must never reach a log line. */
  secret?: string;
}

@Injectable()
export class AttemptProbe {
  readonly attempts = new Map<string, number[]>();
  record(tag: string, attempt: number) {
    this.attempts.set(tag, [...(this.attempts.get(tag) ?? []), attempt]);
  }
}

async function writeEffect(job: string, payload: EffectPayload, ctx: JobContext, tag = payload.tag): Promise<void> {
  await ctx.manager.query(
    `INSERT INTO queue_test_effects (job, tag, job_id, attempt, company_setting, platform_setting)
     VALUES ($1, $2, $3, $4, current_setting('app.company_id', true), CASE WHEN app_platform_context() THEN 'on' ELSE 'off' END)`,
    [job, tag, ctx.jobId, ctx.attempt],
  );
}

@JobHandler('test.record')
export class RecordJob implements JobHandlerFor<EffectPayload> {
  async handle(payload: EffectPayload, ctx: JobContext): Promise<void> {
    await writeEffect('test.record', payload, ctx);
  }
}

@JobHandler('test.flaky')
export class FlakyJob implements JobHandlerFor<EffectPayload> {
  constructor(private readonly probe: AttemptProbe) {}
  async handle(payload: EffectPayload, ctx: JobContext): Promise<void> {
    this.probe.record(payload.tag, ctx.attempt);
    await writeEffect('test.flaky', payload, ctx);
    if (ctx.attempt <= (payload.failTimes ?? 0)) throw new Error(`planned failure on attempt ${ctx.attempt}`);
  }
}

@JobHandler('test.explode')
export class ExplodingJob implements JobHandlerFor<EffectPayload> {
  async handle(payload: EffectPayload, ctx: JobContext): Promise<void> {
    await writeEffect('test.explode', payload, ctx);
    throw new Error('exploded after writing');
  }
}

@JobHandler('test.tick')
export class TickJob implements JobHandlerFor<EffectPayload> {
  async handle(payload: EffectPayload, ctx: JobContext): Promise<void> {
    await writeEffect('test.tick', payload, ctx, ctx.jobId);
  }
}

export const STANDARD_HANDLERS: Provider[] = [AttemptProbe, RecordJob, FlakyJob, ExplodingJob, TickJob];

// ---------------------------------------------------------------------------------------------

@Global()
@Module({})
class TestConfigModule {
  static with(config: AppConfig): DynamicModule {
    return { module: TestConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

@Module({})
class TestJobsModule {
  static with(providers: Provider[]): DynamicModule {
    return { module: TestJobsModule, providers, exports: providers };
  }
}

export interface QueueTestEnv {
  kind: BackendKind;
  db: TestDatabase;
  /** Owner connection to the test database, for assertions. */
  sql: pg.Pool;
  endpoints: { ownerUrl: string; appUrl: string };
  prefix: string;
  /** A Nest testing module with config, database, tenancy, the queue and the given handlers (not yet initialised). */
  compile(handlers: Provider[], logger?: LoggerService, queue?: Partial<QueueOptions>): Promise<TestingModule>;
  teardown(): Promise<void>;
}

/** A fresh database (migrated, plus queue_test_effects) and, for Redis, a private key prefix. */
export async function setUpQueueTestEnv(kind: BackendKind): Promise<QueueTestEnv> {
  const db = await createTestDatabase();
  try {
    const owner = new pg.Client({ connectionString: db.ownerUrl });
    await owner.connect();
    // Created before the migrations so the app role gets DML on it with every other table.
    await owner.query(`CREATE TABLE queue_test_effects (
      id bigserial PRIMARY KEY, job text NOT NULL, tag text NOT NULL, job_id text NOT NULL, attempt int NOT NULL,
      company_setting text, platform_setting text)`);
    await owner.end();
    await migrateWithRetry(db.ownerUrl);
  } catch (e) {
    await db.drop().catch(() => undefined);
    throw e;
  }
  const endpoints = { ownerUrl: db.ownerUrl, appUrl: appUrlFrom(db.ownerUrl, APP_PASSWORD) };
  const sql = new pg.Pool({ connectionString: db.ownerUrl, max: 2 });
  // pool.end() resolves before its sockets close; DROP ... WITH (FORCE) may then terminate a
  // closing client, which the pool re-emits as 'error' (an uncaught throw without a listener).
  sql.on('error', () => undefined);
  const prefix = `bizdesk-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test' }), dbPoolSize: 4, redisUrl: kind === 'redis' ? TEST_REDIS_URL : undefined };

  return {
    kind,
    db,
    sql,
    endpoints,
    prefix,
    compile(handlers, logger = new CapturingLogger(), queue = {}) {
      return Test.createTestingModule({
        imports: [
          TestConfigModule.with(config),
          DatabaseModule.forRoot(endpoints),
          TenancyModule,
          QueueModule.forRoot({ prefix, ...queue }),
          TestJobsModule.with(handlers),
        ],
      })
        .setLogger(logger)
        .compile();
    },
    async teardown() {
      await sql.end();
      if (kind === 'redis') await deleteRedisKeys(TEST_REDIS_URL, prefix);
      await db.drop();
    },
  };
}

/**
 * Suites running in parallel each ALTER the cluster-wide app role; PostgreSQL then sometimes
 * answers "tuple concurrently updated". Everything migrateDatabase does is idempotent: try again.
 */
async function migrateWithRetry(ownerUrl: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateDatabase(ownerUrl, APP_PASSWORD, () => undefined);
    } catch (e) {
      if (attempt >= 5 || !/tuple concurrently (updated|deleted)/.test((e as Error).message)) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

