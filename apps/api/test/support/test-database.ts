import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/core/database/embedded-postgres.js';
import { migrateDatabase } from '../../src/core/database/migrations-runner.js';

const LOCAL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TestDatabase {
  ownerUrl: string;
  drop(): Promise<void>;
}

let embedded: { cluster: EmbeddedCluster; dir: string } | undefined;

/**
 * A fresh, empty database per test file: on TEST_DATABASE_URL (CI and our machines: the local
 * PostgreSQL), else the local default if it answers, else an embedded cluster in a temp folder.
 */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const serverUrl = await testServerUrl();
  const name = `bizdesk_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    ownerUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      if (embedded) {
        await embedded.cluster.stop();
        rmSync(embedded.dir, { recursive: true, force: true });
        embedded = undefined;
      }
    },
  };
}

/**
 * A fresh database with every migration applied, copied from a template database migrated once per set of
 * migrations (named by a hash of the migrations folder) instead of migrating each test file's database: on
 * 2 cores, ~90 files each running 50+ migrations cost minutes of CI and, beside a heavy suite, pushed one file's
 * start past its hook timeout. The caller still runs migrateDatabase on the copy (nothing pending: it only
 * secures the policies and grants the app role this database). Embedded clusters (no local server) live for one
 * file, so there the database is migrated directly.
 */
export async function createMigratedTestDatabase(appPassword: string): Promise<TestDatabase> {
  const serverUrl = await testServerUrl();
  if (embedded) return createTestDatabase();
  return withMigratedTemplate(serverUrl, appPassword, (template) => createTestDatabase({ template }));
}

/** Templates kept per server: other checkouts (worktrees, older commits) on the same server keep theirs. */
const TEMPLATES_KEPT = 8;

const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../migrations');

/** A hash of every migration source (names and contents, lib/ included): a changed migration gets a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      if (entry === 'node_modules') continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.ts')) hash.update(`${path.slice(MIGRATIONS_DIR.length)}\0`).update(readFileSync(path)).update('\0');
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Calls `clone` with the template's name, building the template first when this server has none for these
 * migrations. A server-wide advisory lock makes the parallel jest workers (and other checkouts on the same server)
 * build it once, and holds it while cloning so no one drops a template being copied; the template only gets its
 * final name when fully migrated, so a killed build leaves a `_building` database the next builder drops.
 */
async function withMigratedTemplate<T>(serverUrl: string, appPassword: string, clone: (template: string) => Promise<T>): Promise<T> {
  const name = `bizdesk_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(hashtext('bizdesk:test-template'))`);
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'bizdesk\\_tpl\\_%' ORDER BY oid DESC`,
    );
    if (!rows.some((r) => r.datname === name)) {
      // Half-built templates go, and the oldest beyond the few kept (a database's oid grows with its creation).
      const stale = rows.filter((r, i) => r.datname.endsWith('_building') || i >= TEMPLATES_KEPT - 1);
      for (const { datname } of stale) {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`).catch(() => undefined);
      }
      const building = `${name}_building`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await migrateDatabase(url.toString(), appPassword, () => undefined);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return await clone(name);
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(hashtext('bizdesk:test-template'))`).catch(() => undefined);
    await admin.end();
  }
}

async function testServerUrl(): Promise<string> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (await answers(LOCAL_DEFAULT)) serverUrl = LOCAL_DEFAULT;
    else {
      if (!embedded) {
        const dir = mkdtempSync(join(tmpdir(), 'bizdesk-test-pg-'));
        embedded = { cluster: await startEmbeddedPostgres(dir, () => undefined), dir };
      }
      serverUrl = embedded.cluster.ownerUrl;
    }
  }
  return serverUrl;
}

/**
 * One statement as the database owner on its own connection (row-level security does not apply): set-up and
 * checks no API can do, such as switching a user off behind the API's back. Answers the rows.
 */
export async function ownerQuery<T = Record<string, any>>(db: Pick<TestDatabase, 'ownerUrl'>, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
