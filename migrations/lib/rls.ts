import type { QueryRunner } from 'typeorm';

/**
 * Row-level security for a tenant table: a row is visible and writable only when its company_id
 * equals the transaction's app.company_id, or inside the explicit platform context
 * (app.platform = 'on', set only by the platform runner). FORCE makes it apply to the owner too.
 */
export async function enableTenantRls(queryRunner: QueryRunner, table: string, column = 'company_id'): Promise<void> {
  const predicate =
    `(${column} = NULLIF(current_setting('app.company_id', true), '')::bigint ` +
    `OR current_setting('app.platform', true) = 'on')`;
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
