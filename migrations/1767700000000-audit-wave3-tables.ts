import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (issue 26 item 4, migration 1767100000000) on the business tables the same wave added beside it:
 * opening balances (issue 27), manual attendance marks, regularisation requests and month locks (issue 29), and the
 * monthly spending alert (issue 30). Same statement-level triggers and the same function as the first tables.
 */
const TABLES: ReadonlyArray<{ table: string; recordType: string; key?: string }> = [
  { table: 'opening_balances', recordType: 'opening_balance', key: 'company_id' },
  { table: 'attendance_manual_marks', recordType: 'attendance_mark' },
  { table: 'attendance_regularisations', recordType: 'attendance_regularisation' },
  { table: 'attendance_month_locks', recordType: 'attendance_month_lock', key: 'month' },
  { table: 'billing_spending_alerts', recordType: 'spending_alert', key: 'company_id' },
];

export class AuditWave3Tables1767700000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      const args = `'${t.recordType}', 'company_id', '${t.key ?? 'id'}'`;
      await q.query(`CREATE TRIGGER ${t.table}_audit_insert AFTER INSERT ON ${t.table} REFERENCING NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_update AFTER UPDATE ON ${t.table} REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
      await q.query(`CREATE TRIGGER ${t.table}_audit_delete AFTER DELETE ON ${t.table} REFERENCING OLD TABLE AS audit_old
        FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      for (const op of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS ${t.table}_audit_${op} ON ${t.table}`);
    }
  }
}
