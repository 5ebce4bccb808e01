import pg from 'pg';
import { appUrlFrom } from '../../src/core/database/database-urls.js';
import { activeCompany, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 17 item 7: connected as the application role, with any SQL an injection could send, another
 * company's rows stay out of reach: app.platform is not a switch the role can flip.
 */
describe('the application role cannot leave its tenant', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let client: pg.Client;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    client = new pg.Client({ connectionString: appUrlFrom(t.db.ownerUrl, 'test_app_role_pw') });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  /** Rows of company B's users visible in a transaction of company A after `setup`. */
  async function foreignUsers(setup: string[]): Promise<number> {
    await client.query('BEGIN');
    try {
      await client.query(`SELECT set_config('app.company_id', $1, true)`, [String(a.companyId)]);
      for (const statement of setup) {
        // What the role may not do fails; the attempt goes on with the rest.
        await client.query('SAVEPOINT attempt');
        await client.query(statement).catch(() => client.query('ROLLBACK TO SAVEPOINT attempt'));
      }
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM users WHERE company_id = $1`, [b.companyId]);
      return rows[0].n;
    } finally {
      await client.query('ROLLBACK');
    }
  }

  it('is the role the API uses, without superuser or BYPASSRLS', async () => {
    const { rows } = await client.query(`SELECT current_user AS u, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`);
    expect(rows[0]).toEqual({ u: 'bizdesk_app', rolsuper: false, rolbypassrls: false });
  });

  it('sees only its own company, however it sets app.*', async () => {
    expect(await foreignUsers([])).toBe(0);
    for (const value of ['on', 'true', '1', 'yes', 'platform']) {
      expect(await foreignUsers([`SELECT set_config('app.platform', '${value}', true)`])).toBe(0);
      expect(await foreignUsers([`SET app.platform = '${value}'`])).toBe(0);
    }
    expect(await foreignUsers([`SELECT set_config('app.company_id', '', true)`, `SELECT set_config('app.platform', 'on', true)`])).toBe(0);
    // Pointing app.company_id at B shows nothing either without B's token (app-role-company-key.int-spec.ts).
    expect(await foreignUsers([`RESET ROLE`, `SET ROLE postgres`, `SET session_authorization postgres`])).toBe(0);
  });

  it('cannot read the platform key, nor make the check say yes', async () => {
    await expect(client.query(`SELECT key_hash FROM platform_context_key`)).rejects.toThrow(/permission denied/);
    const { rows } = await client.query(`SELECT app_platform_context() AS on`);
    expect(rows[0].on).toBe(false);
    await expect(client.query(`ALTER TABLE users DISABLE ROW LEVEL SECURITY`)).rejects.toThrow(/must be (the )?owner/);
    await expect(client.query(`CREATE OR REPLACE FUNCTION app_platform_context() RETURNS boolean LANGUAGE sql AS 'SELECT true'`)).rejects.toThrow();
  });

  it('no policy anywhere opens rows on a plain app.platform flag', async () => {
    const owner = new pg.Client({ connectionString: t.db.ownerUrl });
    await owner.connect();
    try {
      const { rows } = await owner.query(
        `SELECT tablename, policyname FROM pg_policies WHERE schemaname = 'public'
         AND (coalesce(qual, '') || coalesce(with_check, '')) ~ 'app\.platform' AND NOT (coalesce(qual, '') || coalesce(with_check, '')) ~ 'app_platform_context'`,
      );
      expect(rows).toEqual([]);
      const { rows: all } = await owner.query(`SELECT count(*)::int AS n FROM pg_policies WHERE schemaname = 'public'`);
      expect(all[0].n).toBeGreaterThan(20);
    } finally {
      await owner.end();
    }
  });

  it('the API itself still does provider work across companies', async () => {
    const { superAdmin } = await import('../support/identity.js');
    const admin = await superAdmin(t.http);
    const res = await t.http.get(`/api/erp/company/${b.companyId}`).set(admin.headers).expect(200);
    expect(res.body.data.id).toBe(b.companyId);
  });
});
