import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Live (not deleted) expense and income counts per company, kept by triggers in the writing transaction.
 * An exact count(*) over a company's 200,000 expenses costs tens of milliseconds on every list page (and
 * row-level security doubles it); the unfiltered list reads this row instead. Filtered lists still count.
 */
export class AccountingRecordCounts1764000002200 implements MigrationInterface {
  name = 'AccountingRecordCounts1764000002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE record_counts (
      company_id bigint NOT NULL REFERENCES companies(id),
      kind varchar(20) NOT NULL,
      live bigint NOT NULL DEFAULT 0 CHECK (live >= 0),
      PRIMARY KEY (company_id, kind)
    )`);
    await enableTenantRls(q, 'record_counts');

    await q.query(`CREATE FUNCTION record_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta integer := 0; co bigint;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          co := NEW.company_id; IF NEW.deleted_at IS NULL THEN delta := 1; END IF;
        ELSIF TG_OP = 'DELETE' THEN
          co := OLD.company_id; IF OLD.deleted_at IS NULL THEN delta := -1; END IF;
        ELSE
          co := NEW.company_id;
          IF OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN delta := -1;
          ELSIF OLD.deleted_at IS NOT NULL AND NEW.deleted_at IS NULL THEN delta := 1; END IF;
        END IF;
        IF delta <> 0 THEN
          INSERT INTO record_counts (company_id, kind, live) VALUES (co, TG_ARGV[0], GREATEST(delta, 0))
          ON CONFLICT (company_id, kind) DO UPDATE SET live = record_counts.live + delta;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, kind] of [['expenses', 'EXPENSE'], ['incomes', 'INCOME']]) {
      await q.query(`CREATE TRIGGER ${table}_count AFTER INSERT OR DELETE OR UPDATE OF deleted_at ON ${table}
        FOR EACH ROW EXECUTE FUNCTION record_counts_track('${kind}')`);
      await q.query(`INSERT INTO record_counts (company_id, kind, live)
        SELECT company_id, '${kind}', count(*) FROM ${table} WHERE deleted_at IS NULL GROUP BY company_id
        ON CONFLICT (company_id, kind) DO UPDATE SET live = EXCLUDED.live`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS expenses_count ON expenses`);
    await q.query(`DROP TRIGGER IF EXISTS incomes_count ON incomes`);
    await q.query(`DROP FUNCTION IF EXISTS record_counts_track()`);
    await q.query(`DROP TABLE IF EXISTS record_counts`);
  }
}
