import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9:
 * - The spec says bank fields have no validation: the IFSC format becomes a warning in the API and the
 *   console, so the database no longer refuses it (and takes a little more than 11 characters).
 * - System accounts (those with a system_code: Cash, Bank Account, Sales, Output GST ...) are what
 *   other modules post to by code: their sub-type is fixed and they cannot be deleted. The service
 *   answers 409 first; this trigger is the backstop for any other writer.
 */
export class CoaSystemAccountsIfsc1764330000100 implements MigrationInterface {
  name = 'CoaSystemAccountsIfsc1764330000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coa_accounts DROP CONSTRAINT coa_accounts_ifsc_ck`);
    await q.query(`ALTER TABLE coa_accounts ALTER COLUMN ifsc_code TYPE varchar(20)`);
    await q.query(`CREATE FUNCTION coa_system_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'system account % cannot be deleted', OLD.name USING ERRCODE = 'P0001', CONSTRAINT = 'coa_system_account';
        END IF;
        IF NEW.account_sub_type <> OLD.account_sub_type OR NEW.system_code IS DISTINCT FROM OLD.system_code THEN
          RAISE EXCEPTION 'system account % keeps its sub-type', OLD.name USING ERRCODE = 'P0001', CONSTRAINT = 'coa_system_account';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER coa_accounts_system_guard BEFORE UPDATE OF account_sub_type, system_code OR DELETE ON coa_accounts
      FOR EACH ROW WHEN (OLD.system_code IS NOT NULL) EXECUTE FUNCTION coa_system_account_guard()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS coa_accounts_system_guard ON coa_accounts`);
    await q.query(`DROP FUNCTION IF EXISTS coa_system_account_guard()`);
  }
}
