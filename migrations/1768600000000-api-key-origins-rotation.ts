import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 item 6: per-key browser origins and key rotation.
 * - allowed_origins: the exact origins (scheme://host[:port]) whose pages may call /api/v1 with this key from a
 *   browser (CORS). The GIN index serves the preflight's "is this origin listed on any usable key" question.
 * - expires_at: set when the key is rotated (24 hours later); from then on the gateway refuses it (401).
 * - replaced_by: the key that replaced it, so the console can say which one to use.
 */
export class ApiKeyOriginsRotation1768600000000 implements MigrationInterface {
  name = 'ApiKeyOriginsRotation1768600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_keys
      ADD COLUMN allowed_origins varchar(200)[] NOT NULL DEFAULT '{}',
      ADD COLUMN expires_at timestamptz,
      ADD COLUMN replaced_by bigint REFERENCES api_keys(id),
      ADD CONSTRAINT api_keys_origins_max CHECK (cardinality(allowed_origins) <= 20)`);
    await q.query(`CREATE INDEX api_keys_allowed_origins_idx ON api_keys USING gin (allowed_origins) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS api_keys_allowed_origins_idx`);
    await q.query(`ALTER TABLE api_keys DROP CONSTRAINT IF EXISTS api_keys_origins_max,
      DROP COLUMN IF EXISTS replaced_by, DROP COLUMN IF EXISTS expires_at, DROP COLUMN IF EXISTS allowed_origins`);
  }
}
