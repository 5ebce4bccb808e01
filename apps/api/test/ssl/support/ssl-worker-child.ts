// A separate worker process for the "killed worker" test: the same module graph as worker.ts, on the test's
// database and queue prefix (inherited environment + BIZDESK_TEST_QUEUE_PREFIX). Prints READY when taking jobs.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../../src/app.module.js';
import { appUrlFrom } from '../../../src/core/database/database-urls.js';
import { JobWorkers } from '../../../src/core/queue/job-workers.js';

const ownerUrl = process.env.DATABASE_URL!;
const endpoints = { ownerUrl, appUrl: appUrlFrom(ownerUrl, process.env.APP_DB_PASSWORD!) };
const app = await NestFactory.createApplicationContext(AppModule.forRoot(endpoints, { queue: { prefix: process.env.BIZDESK_TEST_QUEUE_PREFIX! } }), { logger: false });
await app.get(JobWorkers).startWorkers();
process.stdout.write('READY\n');
