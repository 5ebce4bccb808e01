import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/core/database/embedded-postgres.js';

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
export async function createTestDatabase(): Promise<TestDatabase> {
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
  const name = `bizdesk_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
