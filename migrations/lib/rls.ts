import type { QueryRunner } from 'typeorm';

/**
 * The platform context is not a flag the application role can set: app.platform must hold a key whose
 * SHA-256 only the owner can read (platform_context_key, revoked from the app role), checked by a
 * SECURITY DEFINER function. The key is derived by the API from its own database password
 * (apps/api/src/core/database/platform-context.ts), so SQL injected into a tenant's transaction cannot
 * switch it on (issue 17 item 7). Idempotent: every migration that enables RLS may call it.
 */
export async function ensurePlatformContextCheck(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`CREATE TABLE IF NOT EXISTS platform_context_key (
    id smallint PRIMARY KEY CHECK (id = 1),
    key_hash char(64) NOT NULL
  )`);
  await queryRunner.query(`REVOKE ALL ON platform_context_key FROM PUBLIC`);
  await queryRunner.query(`CREATE OR REPLACE FUNCTION app_platform_context() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
      SELECT EXISTS (SELECT 1 FROM public.platform_context_key k
        WHERE k.key_hash = encode(sha256(convert_to(coalesce(current_setting('app.platform', true), ''), 'UTF8')), 'hex'))
    $fn$`);
}

/** The policy predicate: the row's company is the transaction's, or the (keyed) platform context is on. */
export function tenantPredicate(column = 'company_id'): string {
  // The sub-select makes the check an InitPlan: evaluated once per statement, not per row.
  return `(${column} = NULLIF(current_setting('app.company_id', true), '')::bigint OR (SELECT app_platform_context()))`;
}

/**
 * Row-level security for a tenant table: a row is visible and writable only when its company_id
 * equals the transaction's app.company_id, or inside the explicit platform context (see
 * ensurePlatformContextCheck). FORCE makes it apply to the owner too.
 */
export async function enableTenantRls(queryRunner: QueryRunner, table: string, column = 'company_id'): Promise<void> {
  await ensurePlatformContextCheck(queryRunner);
  const predicate = tenantPredicate(column);
  await queryRunner.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
  await queryRunner.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
  await queryRunner.query(`CREATE POLICY tenant_isolation ON ${table} USING ${predicate} WITH CHECK ${predicate}`);
}

export async function disableTenantRls(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`DROP POLICY IF EXISTS tenant_isolation ON ${table}`);
  await queryRunner.query(`ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY`);
  await queryRunner.query(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`);
}

/** Keeps updated_at honest without trusting every UPDATE statement to set it. */
export async function addUpdatedAtTrigger(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`CREATE TRIGGER ${table}_touch BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION touch_updated_at()`);
}

/**
 * Row-level security for platform data no company owns (billing runs, invoice number series, gateway
 * events): only the keyed platform context may read or write it; a tenant transaction sees nothing.
 */
export async function enablePlatformOnlyRls(queryRunner: QueryRunner, table: string): Promise<void> {
  await ensurePlatformContextCheck(queryRunner);
  await queryRunner.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
  await queryRunner.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
  await queryRunner.query(`CREATE POLICY platform_only ON ${table} USING ((SELECT app_platform_context())) WITH CHECK ((SELECT app_platform_context()))`);
}
