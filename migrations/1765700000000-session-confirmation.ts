import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live-session rule in one place, for the two ways a request checks its session (issue 18):
 *
 * - live_session(): the row of a live session with its user (type, name, email, forced password change):
 *   not revoked or expired, the token's user and company, the user active, the company allowed to sign in
 *   (active, or the provider). A plain SQL function, so the planner inlines it into the statement that calls
 *   it (the request opener's `SELECT * FROM live_session(...)`), as fast as the query written out.
 * - confirm_live_session(): raises SQLSTATE BZ401 unless that row still says what the caller was told last
 *   time. A GET sends it in the same write as its first statement: the error aborts the transaction, so
 *   nothing after it in the pipeline runs or commits (core/tenancy/session.ts, SESSION_CHANGED_SQLSTATE).
 *
 * Both run as the caller (row-level security applies as before).
 */
export class SessionConfirmation1765700000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS confirm_live_session(uuid, bigint, bigint, varchar, varchar, varchar, boolean)`);
    await q.query(`DROP FUNCTION IF EXISTS live_session(uuid, bigint, bigint)`);
  }
}
