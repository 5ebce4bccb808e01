import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ensurePlatformContextCheck, tenantPredicate } from './lib/rls.js';

/**
 * Issue 17 item 7: the application role could turn RLS off for itself with set_config('app.platform', 'on').
 * Every tenant_isolation policy now asks app_platform_context(), which accepts only the platform key.
 */
export class PlatformContextKey1764310000000 implements MigrationInterface {
  name = 'PlatformContextKey1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await ensurePlatformContextCheck(q);
    const policies: { table: string; qual: string }[] = await q.query(
      `SELECT tablename AS "table", qual FROM pg_policies WHERE schemaname = 'public' AND policyname = 'tenant_isolation'`,
    );
    for (const { table, qual } of policies) {
      if (qual.includes('app_platform_context')) continue;
      const column = /^\(\((\w+) = /.exec(qual)?.[1];
      if (!column) throw new Error(`tenant_isolation on ${table} has an unexpected form: ${qual}`);
      const predicate = tenantPredicate(column);
      await q.query(`ALTER POLICY tenant_isolation ON ${table} USING ${predicate} WITH CHECK ${predicate}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const policies: { table: string; qual: string }[] = await q.query(
      `SELECT tablename AS "table", qual FROM pg_policies WHERE schemaname = 'public' AND policyname = 'tenant_isolation'`,
    );
    for (const { table, qual } of policies) {
      const column = /^\(\((\w+) = /.exec(qual)?.[1] ?? 'company_id';
      const predicate = `(${column} = NULLIF(current_setting('app.company_id', true), '')::bigint OR current_setting('app.platform', true) = 'on')`;
      await q.query(`ALTER POLICY tenant_isolation ON ${table} USING ${predicate} WITH CHECK ${predicate}`);
    }
  }
}
