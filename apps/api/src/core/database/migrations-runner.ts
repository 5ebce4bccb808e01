import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { APP_DB_ROLE } from './database-urls.js';
import { companyContextPads } from './company-context.js';
import { platformContextKeyHash } from './platform-context.js';

/**
 * Migrations live in the repository's top-level migrations/ folder and list themselves in
 * migrations/index.ts; the build copies them to dist/migrations. Found relative to this file
 * so that the built server, ts sources and jest all load the same list.
 */
async function loadMigrations(): Promise<Function[]> {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    resolve(here, '../../migrations/index.js'), // dist/core/database -> dist/migrations
    resolve(here, '../../../../../migrations/index.ts'), // apps/api/src/core/database -> migrations
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`migrations index not found (looked in ${candidates.join(', ')})`);
  const mod = (await import(pathToFileURL(found).href)) as { migrations: Function[] };
  return mod.migrations;
}

/**
 * Runs pending migrations as the owner, then makes sure the app role exists with only DML rights.
 * A session advisory lock serialises the API and the worker starting together on one database.
 */
export async function migrateDatabase(ownerUrl: string, appPassword: string, log: (msg: string) => void): Promise<void> {
  const lock = new pg.Client({ connectionString: ownerUrl });
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('bizdesk:migrations'))`);
    await runMigrations(ownerUrl, log);
    await securePlatformPolicies(ownerUrl, log);
    await ensureAppRole(ownerUrl, appPassword);
  } finally {
    await lock.end();
  }
}

export async function runMigrations(ownerUrl: string, log: (msg: string) => void): Promise<void> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: ownerUrl,
    migrations: await loadMigrations(),
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    logging: false,
  });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    if (applied.length) log(`applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  } finally {
    await dataSource.destroy();
  }
}

/** How PostgreSQL prints the unchecked company setting of policies written before app_company_id() (migrations/lib/rls.ts). */
const UNCHECKED_COMPANY = /\((?:NULLIF\()?current_setting\('app\.company_id'::text(?:, true)?\)(?:, ''::text\))?\)::(?:bigint|integer|numeric)/g;

/**
 * A policy that opens rows when `current_setting('app.platform') = 'on'` can be opened by the app role
 * itself (issue 17 item 7), and one that compares company_id with the bare app.company_id setting lets it
 * pick any company (issue 24 item 8). Any such policy, whichever migration wrote it, is rewritten to the keyed
 * checks (migrations/lib/rls.ts) after the migrations, at every start. A policy that still reads either setting
 * some other way stops the start: it would be a door the checks do not guard.
 */
export async function securePlatformPolicies(ownerUrl: string, log: (msg: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const flag = /current_setting\('app\.platform'::text, true\) = 'on'::text/g;
    const { rows } = await client.query<{ tablename: string; policyname: string; qual: string | null; with_check: string | null }>(
      `SELECT tablename, policyname, qual, with_check FROM pg_policies
       WHERE schemaname = 'public' AND (qual ~ 'app\.(platform|company_id)' OR with_check ~ 'app\.(platform|company_id)')`,
    );
    for (const p of rows) {
      const fix = (expr: string | null) =>
        expr && expr.replace(flag, '(SELECT app_platform_context())').replace(UNCHECKED_COMPANY, '(SELECT app_company_id())');
      const [qual, check] = [fix(p.qual), fix(p.with_check)];
      const unguarded = `${qual ?? ''} ${check ?? ''}`.match(/current_setting\('app\.(platform|company_id)'[^)]*\)/);
      if (unguarded) throw new Error(`policy ${p.policyname} on ${p.tablename} reads ${unguarded[0]} unchecked: write it with migrations/lib/rls.ts`);
      if (qual === p.qual && check === p.with_check) continue;
      const table = client.escapeIdentifier(p.tablename);
      const name = client.escapeIdentifier(p.policyname);
      await client.query(`ALTER POLICY ${name} ON ${table}${qual ? ` USING (${qual})` : ''}${check ? ` WITH CHECK (${check})` : ''}`);
      log(`policy ${p.policyname} on ${p.tablename}: the platform context and the company now need their keys`);
    }
  } finally {
    await client.end();
  }
}

export async function ensureAppRole(ownerUrl: string, appPassword: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const db = (await client.query('SELECT current_database() AS db')).rows[0].db as string;
    await createOrAlterLoginRole(client, APP_DB_ROLE, appPassword);
    await client.query(`GRANT CONNECT ON DATABASE ${client.escapeIdentifier(db)} TO ${APP_DB_ROLE}`);
    await client.query(`GRANT USAGE ON SCHEMA public TO ${APP_DB_ROLE}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_DB_ROLE}`);
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_DB_ROLE}`);
    // The migrations bookkeeping and the platform key are the owner's alone.
    await client.query(`REVOKE ALL ON schema_migrations FROM ${APP_DB_ROLE}`);
    await client.query(`REVOKE ALL ON platform_context_key FROM ${APP_DB_ROLE}`);
    await client.query(`REVOKE ALL ON company_context_key FROM ${APP_DB_ROLE}`);
    // The audit trail is append-only for the app role (migration 1767100000000): it reads and inserts, never rewrites.
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${APP_DB_ROLE}`);
    // The hash of the key this password gives (a changed APP_DB_PASSWORD changes it on the next start).
    await client.query(
      `INSERT INTO platform_context_key (id, key_hash) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET key_hash = EXCLUDED.key_hash
       WHERE platform_context_key.key_hash IS DISTINCT FROM EXCLUDED.key_hash`,
      [platformContextKeyHash(appPassword)],
    );
    // The company tokens' key, as HMAC pads (same: a changed password changes it on the next start).
    const pads = companyContextPads(appPassword);
    await client.query(
      `INSERT INTO company_context_key (id, inner_pad, outer_pad) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET inner_pad = EXCLUDED.inner_pad, outer_pad = EXCLUDED.outer_pad
       WHERE (company_context_key.inner_pad, company_context_key.outer_pad) IS DISTINCT FROM (EXCLUDED.inner_pad, EXCLUDED.outer_pad)`,
      [pads.inner, pads.outer],
    );
  } finally {
    await client.end();
  }
}

/**
 * Creates the login role, or makes an existing one match (login, no superuser, no RLS bypass, this password).
 * Roles are cluster-wide; several databases (tests, side-by-side instances) share one, and starters changing it at
 * once collide (isConcurrentRoleChange). Retried, the later one finds the role and alters it.
 */
export async function createOrAlterLoginRole(client: pg.Client, role: string, password: string): Promise<void> {
  const quotedRole = client.escapeIdentifier(role);
  const quotedPassword = client.escapeLiteral(password);
  await retryConcurrentRoleChange(() =>
    client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${client.escapeLiteral(role)}) THEN
        CREATE ROLE ${quotedRole} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD ${quotedPassword};
      ELSE
        ALTER ROLE ${quotedRole} LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD ${quotedPassword};
      END IF;
    END $$`),
  );
}

/**
 * What two starters changing the role at once get: "tuple concurrently updated" (both altering), and creating it
 * "role ... already exists" (42710, the other's role committed after this one looked) or a duplicate key on
 * pg_authid's name (23505, committed while this one was inserting).
 */
function isConcurrentRoleChange(e: unknown): boolean {
  const error = e as { message?: string; code?: string; constraint?: string };
  return (
    /concurrently/.test(error.message ?? '') ||
    error.code === '42710' ||
    (error.code === '23505' && error.constraint === 'pg_authid_rolname_index')
  );
}

async function retryConcurrentRoleChange<T>(fn: () => Promise<T>, attempts = 10): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= attempts || !isConcurrentRoleChange(e)) throw e;
      // Random waits: starters that collided once and then waited alike collided again (eight at once did, 5 times).
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * i));
    }
  }
}
