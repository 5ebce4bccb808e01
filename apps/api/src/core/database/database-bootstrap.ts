import type { AppConfig } from '../config/app-config.js';
import { appUrlFrom, redactUrl } from './database-urls.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded-postgres.js';
import { migrateDatabase } from './migrations-runner.js';

export interface DatabaseEndpoints {
  /** Owner connection: migrations and queue backend tables. */
  ownerUrl: string;
  /** Application connection: a role without BYPASSRLS that owns nothing. */
  appUrl: string;
  embedded?: EmbeddedCluster;
}

/** Starts embedded PostgreSQL when no DATABASE_URL is configured, then migrates. */
export async function bootstrapDatabase(config: AppConfig, log: (msg: string) => void): Promise<DatabaseEndpoints> {
  let embedded: EmbeddedCluster | undefined;
  let ownerUrl = config.databaseUrl;
  if (!ownerUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    ownerUrl = embedded.ownerUrl;
  }
  log(`database ${redactUrl(ownerUrl)}`);
  await migrateDatabase(ownerUrl, config.appDbPassword, log);
  return { ownerUrl, appUrl: appUrlFrom(ownerUrl, config.appDbPassword), embedded };
}
