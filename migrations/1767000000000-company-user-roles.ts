import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: a role per company user (OWNER, ACCOUNTANT, CASHIER, HR, VIEWER; what each may do is
 * ROLE_PERMISSIONS in packages/shared/src/roles.ts, docs/roles.md). Every existing user is the owner of
 * its company (sign-up's administrator, the provider's administrator): OWNER.
 *
 * The role travels in the session statement every request already sends (live_session(), migration
 * 1765700000000): the permission check adds no round trip, and confirm_live_session() compares it too, so a
 * role change reaches a remembered principal on its next request.
 *
 * The menu is built from the role's permissions and the subscriptions: each catalogue entry names the
 * permission it needs (NULL: any signed-in user). The per-role entries of role_menu_entries are no longer read.
 */
export class CompanyUserRoles1767000000000 implements MigrationInterface {
  name = 'CompanyUserRoles1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN role varchar(12) NOT NULL DEFAULT 'OWNER'
      CONSTRAINT users_role_check CHECK (role IN ('OWNER', 'ACCOUNTANT', 'CASHIER', 'HR', 'VIEWER'))`);
    // Every existing row took OWNER from the default; from now on the creator says which role.
    await q.query(`ALTER TABLE users ALTER COLUMN role DROP DEFAULT`);
    // An invitation is a reset link that lives 72 hours; the mail says which kind it was.
    await q.query(`ALTER TABLE password_reset_tokens ADD COLUMN purpose varchar(10) NOT NULL DEFAULT 'RESET'
      CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('RESET', 'INVITE'))`);
    await q.query(`ALTER TABLE users ADD COLUMN invited_at timestamptz`);

    await q.query(`DROP FUNCTION confirm_live_session(uuid, bigint, bigint, varchar, varchar, varchar, boolean)`);
    await q.query(`DROP FUNCTION live_session(uuid, bigint, bigint)`);
    await q.query(`CREATE FUNCTION live_session(p_session uuid, p_user bigint, p_company bigint)
      RETURNS TABLE (type varchar, role varchar, name varchar, email varchar, force_password_change boolean)
      LANGUAGE sql STABLE AS $fn$
        SELECT u.type, u.role, u.name, u.email, u.force_password_change
          FROM user_sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = s.company_id
         WHERE s.id = p_session AND s.user_id = p_user AND s.company_id = p_company AND s.revoked_at IS NULL
           AND s.expires_at > now() AND u.active AND (c.active OR c.is_provider)
      $fn$`);
    await q.query(`CREATE FUNCTION confirm_live_session(p_session uuid, p_user bigint, p_company bigint,
        p_type varchar, p_role varchar, p_name varchar, p_email varchar, p_force_password_change boolean)
      RETURNS boolean LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM 1 FROM live_session(p_session, p_user, p_company) l
          WHERE l.type = p_type AND l.role = p_role AND l.name = p_name AND l.email = p_email
            AND l.force_password_change = p_force_password_change;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'the session is no longer live as last checked' USING ERRCODE = 'BZ401';
        END IF;
        RETURN true;
      END
      $fn$`);

    await q.query(`ALTER TABLE menu_entries ADD COLUMN permission varchar(40)`);
    await q.query(`UPDATE menu_entries m SET permission = v.permission FROM (VALUES
      (1, 'dashboard.read'), (3, 'accounting.read'), (4, 'accounting.read'), (5, 'accounting.read'), (6, 'accounting.read'),
      (7, 'accounting.read'), (8, 'accounting.read'), (10, 'services.read'), (11, 'billing.read'), (12, 'services.read'),
      (13, 'services.read'), (31, 'catalogue.read'), (32, 'catalogue.read'), (33, 'sales.read'), (35, 'customers.read'),
      (36, 'suppliers.read'), (38, 'inventory.read'), (39, 'purchases.read'), (51, 'hrms.read'), (52, 'hrms.read'),
      (53, 'hrms.read'), (60, 'services.read')
    ) AS v(id, permission) WHERE m.id = v.id`);
    // Personal Profiles (14) is the user's own: any signed-in user. Users sits with the company's own pages.
    await q.query(`INSERT INTO menu_entries (id, parent_id, sort_order, name, url, icon, application_id, required_user_type, permission)
      VALUES (17, NULL, 7, 'Users', '/users', 'UsergroupAddOutlined', 0, NULL, 'users.read')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM role_menu_entries WHERE menu_entry_id = 17`);
    await q.query(`DELETE FROM menu_entries WHERE id = 17`);
    await q.query(`ALTER TABLE menu_entries DROP COLUMN permission`);
    await q.query(`DROP FUNCTION confirm_live_session(uuid, bigint, bigint, varchar, varchar, varchar, varchar, boolean)`);
    await q.query(`DROP FUNCTION live_session(uuid, bigint, bigint)`);
    await q.query(`CREATE FUNCTION live_session(p_session uuid, p_user bigint, p_company bigint)
      RETURNS TABLE (type varchar, name varchar, email varchar, force_password_change boolean)
      LANGUAGE sql STABLE AS $fn$
        SELECT u.type, u.name, u.email, u.force_password_change
          FROM user_sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = s.company_id
         WHERE s.id = p_session AND s.user_id = p_user AND s.company_id = p_company AND s.revoked_at IS NULL
           AND s.expires_at > now() AND u.active AND (c.active OR c.is_provider)
      $fn$`);
    await q.query(`CREATE FUNCTION confirm_live_session(p_session uuid, p_user bigint, p_company bigint,
        p_type varchar, p_name varchar, p_email varchar, p_force_password_change boolean)
      RETURNS boolean LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM 1 FROM live_session(p_session, p_user, p_company) l
          WHERE l.type = p_type AND l.name = p_name AND l.email = p_email AND l.force_password_change = p_force_password_change;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'the session is no longer live as last checked' USING ERRCODE = 'BZ401';
        END IF;
        RETURN true;
      END
      $fn$`);
    await q.query(`ALTER TABLE users DROP COLUMN invited_at`);
    await q.query(`ALTER TABLE password_reset_tokens DROP COLUMN purpose`);
    await q.query(`ALTER TABLE users DROP COLUMN role`);
  }
}
