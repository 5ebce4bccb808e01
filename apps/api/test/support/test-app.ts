import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../src/app-factory.js';
import type { DatabaseEndpoints } from '../../src/core/database/database-bootstrap.js';
import { appUrlFrom } from '../../src/core/database/database-urls.js';
import { migrateDatabase } from '../../src/core/database/migrations-runner.js';
import { createRootLogger } from '../../src/core/logging/logger.js';
import { deleteRedisKeys } from './redis-keys.js';
import { createMigratedTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_CAPTCHA_ANSWER = 'TESTPASS';
export const SUPER_ADMIN = { email: 'root@bizdesk.test', password: 'Initial@123', newPassword: 'Rotated@456' };

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  db: TestDatabase;
  /** The app's private BullMQ key prefix in Redis (deleted by close()). */
  queuePrefix: string;
  /** The connection URLs the app was started with (a second instance uses the same). */
  endpoints: DatabaseEndpoints;
  close(): Promise<void>;
}

/**
 * Boots the real application (every module, RLS, the queue) on a fresh database, as main.ts does,
 * with the captcha test answer switched on. The queue uses the local Redis with a private prefix
 * when TEST_REDIS_URL (or the local default) is there, else BullMQ's PostgreSQL backend.
 */
export interface TestAppOptions {
  /** Rewrites the application role's connection URL (e.g. through a TCP proxy a test can cut). */
  appUrl?: (url: string) => string | Promise<string>;
}

export async function startTestApp(env: Record<string, string | undefined> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const appPassword = 'test_app_role_pw';
  const db = await createMigratedTestDatabase(appPassword);
  const settings: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    DATABASE_URL: db.ownerUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    RUN_JOBS_IN_PROCESS: 'false',
    PUBLIC_URL: 'http://bizdesk.test',
    // Suites sign up many companies from one address; the captcha spec tests the real limits with 1.
    RATE_LIMIT_SCALE: '100',
    ...env,
  };
  for (const [k, v] of Object.entries(settings)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  process.env.APP_DB_PASSWORD = appPassword;
  await migrateDatabase(db.ownerUrl, appPassword, () => undefined);
  const appUrl = appUrlFrom(db.ownerUrl, appPassword);
  const endpoints = { ownerUrl: db.ownerUrl, appUrl: options.appUrl ? await options.appUrl(appUrl) : appUrl };
  const queuePrefix = `bizdesk-test-${randomBytes(4).toString('hex')}`;
  const app = await createApp(endpoints, createRootLogger(settings.LOG_LEVEL!), { queue: { prefix: queuePrefix } });
  await app.init();
  return {
    app,
    db,
    queuePrefix,
    endpoints,
    http: request(app.getHttpServer()),
    async close() {
      await app.close();
      // What the queue left in Redis (jobs, the hourly schedules) goes with the app: repeated runs start clean.
      if (settings.REDIS_URL) await deleteRedisKeys(settings.REDIS_URL, queuePrefix);
      await db.drop();
    },
  };
}

/**
 * Another instance of the API on the same database (and Redis, when the first has one), in this process
 * but sharing no memory with the first: what two replicas behind a load balancer share, it shares.
 * Close it before the first one.
 */
export async function startSecondInstance(first: TestApp): Promise<{ app: NestExpressApplication; http: TestAgent; close(): Promise<void> }> {
  const app = await createApp(first.endpoints, createRootLogger(process.env.LOG_LEVEL ?? 'silent'), {
    queue: { prefix: `bizdesk-test-${randomBytes(4).toString('hex')}` },
  });
  await app.init();
  return { app, http: request(app.getHttpServer()), close: () => app.close() };
}
