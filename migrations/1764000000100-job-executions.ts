import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger that makes every background job idempotent: a job inserts its (name, key) row in the
 * same transaction as its own writes, so "already done" is decided by the database, not by the
 * queue. Platform table (no company scoping, no RLS): company_id is recorded for operators only.
 */
export class JobExecutions1764000000100 implements MigrationInterface {
  name = 'JobExecutions1764000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE job_executions (
      id bigserial PRIMARY KEY,
      job_name varchar(100) NOT NULL,
      idempotency_key varchar(300) NOT NULL,
      company_id bigint,
      completed_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT job_executions_name_key_uq UNIQUE (job_name, idempotency_key)
    )`);
    // Retention sweeps and "what ran for this company" lookups.
    await q.query(`CREATE INDEX job_executions_completed_idx ON job_executions (completed_at)`);
    await q.query(`CREATE INDEX job_executions_company_idx ON job_executions (company_id) WHERE company_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS job_executions`);
  }
}
