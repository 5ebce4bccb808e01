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

/**
 * The company is not a setting the application role can choose either: app.company_id counts only with
 * app.company_token, HMAC-SHA256 of the id under a key only the owner can read (the HMAC pads in
 * company_context_key, written at every start from the app role's password: apps/api/src/core/database/
 * company-context.ts). app_company_id() answers the checked company, or NULL (issue 24 item 8). Computed by the
 * database's own sha256(), no extension. Idempotent.
 */
export async function ensureCompanyContextCheck(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`CREATE TABLE IF NOT EXISTS company_context_key (
    id smallint PRIMARY KEY CHECK (id = 1),
    inner_pad bytea NOT NULL CHECK (length(inner_pad) = 64),
    outer_pad bytea NOT NULL CHECK (length(outer_pad) = 64)
  )`);
  await queryRunner.query(`REVOKE ALL ON company_context_key FROM PUBLIC`);
  // PL/pgSQL: its statement plan is kept per connection (a SQL function is planned again per calling statement).
  await queryRunner.query(`CREATE OR REPLACE FUNCTION app_company_id() RETURNS bigint
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
    DECLARE
      company text := current_setting('app.company_id', true);
      token text := current_setting('app.company_token', true);
    BEGIN
      -- Only the canonical decimal form is ever signed, so nothing else can match a token.
      IF company IS NULL OR token IS NULL OR company !~ '^[1-9][0-9]{0,17}$' THEN RETURN NULL; END IF;
      PERFORM FROM public.company_context_key k
        WHERE encode(sha256(k.outer_pad || sha256(k.inner_pad || convert_to(company, 'UTF8'))), 'hex') = token;
      IF FOUND THEN RETURN company::bigint; END IF;
      RETURN NULL;
    END $fn$`);
}

/**
 * The policy predicate: the row's company is the transaction's checked company, or the (keyed) platform
 * context is on. The sub-selects make both checks InitPlans: evaluated once per statement, not per row, and the
 * company one usable as an index condition.
 */
export function tenantPredicate(column = 'company_id'): string {
  return `(${column} = (SELECT app_company_id()) OR (SELECT app_platform_context()))`;
}

/**
 * How PostgreSQL prints (pg_policies.qual) a bare app.company_id compared with a row's company: the form
 * tenantPredicate wrote before app_company_id() (NULLIF(...)::bigint), and a plain cast.
 */
export const UNCHECKED_COMPANY_SETTING = /\((?:NULLIF\()?current_setting\('app\.company_id'::text(?:, true)?\)(?:, ''::text\))?\)::(?:bigint|integer|numeric)/g;
/** The old form, as printed, for down(). */
export const UNCHECKED_COMPANY_PRINTED = `(NULLIF(current_setting('app.company_id'::text, true), ''::text))::bigint`;
export const CHECKED_COMPANY = '( SELECT app_company_id() AS app_company_id)';

/** Rewrites every policy that reads app.company_id unchecked to ask app_company_id(); answers what it changed. */
export async function checkCompanyInPolicies(queryRunner: QueryRunner): Promise<string[]> {
  const policies: { table: string; policy: string; qual: string | null; check: string | null }[] = await queryRunner.query(
    `SELECT tablename AS "table", policyname AS policy, qual, with_check AS "check" FROM pg_policies
      WHERE schemaname = 'public' AND (qual LIKE '%app.company_id%' OR with_check LIKE '%app.company_id%')`,
  );
  const changed: string[] = [];
  for (const p of policies) {
    const fix = (expr: string | null) => expr && expr.replace(UNCHECKED_COMPANY_SETTING, CHECKED_COMPANY);
    const [qual, check] = [fix(p.qual), fix(p.check)];
    if (qual === p.qual && check === p.check) continue;
    await queryRunner.query(`ALTER POLICY "${p.policy}" ON "${p.table}"${qual ? ` USING (${qual})` : ''}${check ? ` WITH CHECK (${check})` : ''}`);
    changed.push(`${p.policy} on ${p.table}`);
  }
  return changed;
}

/**
 * Row-level security for a tenant table: a row is visible and writable only when its company_id
 * equals the transaction's checked company (app_company_id()), or inside the explicit platform context (see
 * ensurePlatformContextCheck). FORCE makes it apply to the owner too.
 */
export async function enableTenantRls(queryRunner: QueryRunner, table: string, column = 'company_id'): Promise<void> {
  await ensurePlatformContextCheck(queryRunner);
  await ensureCompanyContextCheck(queryRunner);
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
