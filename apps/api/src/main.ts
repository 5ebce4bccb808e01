import 'reflect-metadata';
import { createApp } from './app-factory.js';
import { loadConfig } from './core/config/app-config.js';
import { bootstrapDatabase } from './core/database/database-bootstrap.js';
import { createRootLogger } from './core/logging/logger.js';
import { JobWorkers } from './core/queue/job-workers.js';
import { startChallengeDns } from './modules/ssl/index.js';
import { stopGracefully } from './shutdown.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel);
  const endpoints = await bootstrapDatabase(config, (msg) => logger.info(msg));
  const app = await createApp(endpoints, logger, config.queuePrefix ? { queue: { prefix: config.queuePrefix } } : {});
  if (config.runJobsInProcess) await app.get(JobWorkers).startWorkers();
  stopGracefully(logger, async () => {
    await app.close();
    await endpoints.embedded?.stop();
  });
  await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  const dns = await startChallengeDns(app);
  if (dns) logger.info(`SSL challenge DNS for ${config.acme.challengeZone} on ${dns.host}:${dns.port} (UDP and TCP)`);
  logger.info(`BizDesk is up: console ${config.publicUrl}/admin, API ${config.publicUrl}/api, docs ${config.publicUrl}/api/docs`);
}

main().catch((err) => {
  // Config errors are for people; print them plainly.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
