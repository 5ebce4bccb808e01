import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9:
 * - supplier_id / customer_id on expenses and income become foreign keys to the company's own
 *   suppliers / customers (a party id of another company, or of no party, can no longer be stored).
 *   Ids that point nowhere today are cleared first (they never named a party).
 * - record_counts also keeps the live total amount per kind, so the unfiltered list can show its
 *   total without summing every row on each page.
 */
export class AccountingPartiesAndTotals1764330000000 implements MigrationInterface {
  name = 'AccountingPartiesAndTotals1764330000000';

  async up(q: QueryRunner): Promise<void> {
    // Row-level security is forced on these tables: the clean-up and backfill run in the platform context.
    await q.query(`SELECT set_config('app.platform', 'on', true)`);

    await q.query(`UPDATE expenses e SET supplier_id = NULL WHERE supplier_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM suppliers s WHERE s.company_id = e.company_id AND s.id = e.supplier_id)`);
    await q.query(`UPDATE incomes i SET customer_id = NULL WHERE customer_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.company_id = i.company_id AND c.id = i.customer_id)`);
    await q.query(`ALTER TABLE expenses ADD CONSTRAINT expenses_supplier_fk
      FOREIGN KEY (company_id, supplier_id) REFERENCES suppliers (company_id, id)`);
    await q.query(`ALTER TABLE incomes ADD CONSTRAINT incomes_customer_fk
      FOREIGN KEY (company_id, customer_id) REFERENCES customers (company_id, id)`);
    await q.query(`CREATE INDEX expenses_supplier_idx ON expenses (company_id, supplier_id) WHERE supplier_id IS NOT NULL`);
    await q.query(`CREATE INDEX incomes_customer_idx ON incomes (company_id, customer_id) WHERE customer_id IS NOT NULL`);

    await q.query(`ALTER TABLE record_counts ADD COLUMN live_amount numeric(18,2) NOT NULL DEFAULT 0`);
    await q.query(`CREATE OR REPLACE FUNCTION record_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta integer := 0; amount_delta numeric := 0; co bigint;
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
          co := OLD.company_id; delta := delta - 1; amount_delta := amount_delta - OLD.amount;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
          co := NEW.company_id; delta := delta + 1; amount_delta := amount_delta + NEW.amount;
        END IF;
        IF co IS NOT NULL AND (delta <> 0 OR amount_delta <> 0) THEN
          INSERT INTO record_counts (company_id, kind, live, live_amount)
          VALUES (co, TG_ARGV[0], GREATEST(delta, 0), GREATEST(amount_delta, 0))
          ON CONFLICT (company_id, kind) DO UPDATE
            SET live = record_counts.live + delta, live_amount = record_counts.live_amount + amount_delta;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, kind] of [['expenses', 'EXPENSE'], ['incomes', 'INCOME']]) {
      await q.query(`DROP TRIGGER ${table}_count ON ${table}`);
      await q.query(`CREATE TRIGGER ${table}_count AFTER INSERT OR DELETE OR UPDATE OF deleted_at, amount ON ${table}
        FOR EACH ROW EXECUTE FUNCTION record_counts_track('${kind}')`);
      await q.query(`INSERT INTO record_counts (company_id, kind, live, live_amount)
        SELECT company_id, '${kind}', count(*), sum(amount) FROM ${table} WHERE deleted_at IS NULL GROUP BY company_id
        ON CONFLICT (company_id, kind) DO UPDATE SET live = EXCLUDED.live, live_amount = EXCLUDED.live_amount`);
    }
    await q.query(`SELECT set_config('app.platform', '', true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE expenses DROP CONSTRAINT IF EXISTS expenses_supplier_fk`);
    await q.query(`ALTER TABLE incomes DROP CONSTRAINT IF EXISTS incomes_customer_fk`);
    await q.query(`DROP INDEX IF EXISTS expenses_supplier_idx`);
    await q.query(`DROP INDEX IF EXISTS incomes_customer_idx`);
    await q.query(`ALTER TABLE record_counts DROP COLUMN IF EXISTS live_amount`);
  }
}
