import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { loadConfig } from './core/config/app-config.js';
import { bootstrapDatabase } from './core/database/database-bootstrap.js';
import { createRootLogger, PinoNestLogger } from './core/logging/logger.js';
import { JobWorkers } from './core/queue/job-workers.js';
import { stopGracefully } from './shutdown.js';

/** Runs only the queue processors, on the same module graph as the API (docker compose's worker). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel);
  const endpoints = await bootstrapDatabase(config, (msg) => logger.info(msg));
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(endpoints, config.queuePrefix ? { queue: { prefix: config.queuePrefix } } : {}), { logger: new PinoNestLogger(logger) });
  stopGracefully(logger, async () => {
    await app.close();
    await endpoints.embedded?.stop();
  });
  await app.get(JobWorkers).startWorkers();
  logger.info('BizDesk worker is processing jobs');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
