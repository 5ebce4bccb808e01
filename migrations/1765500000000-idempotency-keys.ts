import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * The first answer to a write sent with an `Idempotency-Key` header, per company, route and key, so a
 * double click or a retried request is answered from here instead of creating a second record
 * (core/http/idempotency). Rows are written in the request's own transaction and purged after a day.
 */
export class IdempotencyKeys1765500000000 implements MigrationInterface {
  name = 'IdempotencyKeys1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE idempotency_keys (
      company_id bigint NOT NULL REFERENCES companies(id),
      route varchar(200) NOT NULL,
      idempotency_key varchar(200) NOT NULL,
      fingerprint char(64) NOT NULL,
      user_id bigint,
      answer jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, route, idempotency_key)
    )`);
    await q.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);
    await enableTenantRls(q, 'idempotency_keys');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
