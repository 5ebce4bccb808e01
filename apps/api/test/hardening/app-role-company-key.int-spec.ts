import pg from 'pg';
import { companyContextKey, companyContextToken } from '../../src/core/database/company-context.js';
import { appUrlFrom } from '../../src/core/database/database-urls.js';
import { securePlatformPolicies } from '../../src/core/database/migrations-runner.js';
import { activeCompany, type Session } from '../support/identity.js';
import { ownerQuery } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const APP_PASSWORD = 'test_app_role_pw';

/**
 * Issue 24 item 8: connected as the application role, SQL an injection could send cannot point the
 * transaction at another company. app.company_id counts only next to its token, which only the runner can
 * compute; every tenant policy asks app_company_id(), evaluated once per statement.
 */
describe('the application role cannot choose its company', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let client: pg.Client;
  const key = companyContextKey(APP_PASSWORD);
  const token = (companyId: number | string) => companyContextToken(key, Number(companyId));

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    client = new pg.Client({ connectionString: appUrlFrom(t.db.ownerUrl, APP_PASSWORD) });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  /** In a transaction opened as the runner opens one for company A, after `setup`: what B's rows show. */
  async function asAThen<T>(setup: string[], probe: (c: pg.Client) => Promise<T>): Promise<T> {
    await client.query('BEGIN');
    try {
      await client.query(`SELECT set_config('app.company_id', $1, true), set_config('app.company_token', $2, true)`, [String(a.companyId), token(a.companyId)]);
      for (const statement of setup) {
        // What the role may not do fails; the attempt goes on with the rest.
        await client.query('SAVEPOINT attempt');
        await client.query(statement).catch(() => client.query('ROLLBACK TO SAVEPOINT attempt'));
      }
      return await probe(client);
    } finally {
      await client.query('ROLLBACK');
    }
  }
  const usersOf = (companyId: number) => async (c: pg.Client) =>
    (await c.query(`SELECT count(*)::int AS n FROM users WHERE company_id = $1`, [companyId])).rows[0].n as number;

  it("sees its own company's rows with the runner's settings", async () => {
    expect(await asAThen([], usersOf(a.companyId))).toBeGreaterThan(0);
    expect(await asAThen([], usersOf(b.companyId))).toBe(0);
  });

  it('sees none of B however it sets app.*', async () => {
    const bId = String(b.companyId);
    const forged = [
      // B's id with A's token, no token, an empty one, a made-up one, the platform flag, and B's token under another key.
      [`SELECT set_config('app.company_id', '${bId}', true)`],
      [`SELECT set_config('app.company_id', '${bId}', true)`, `SELECT set_config('app.company_token', '', true)`],
      [`SET app.company_id = '${bId}'`, `SET app.company_token = '${'0'.repeat(64)}'`],
      [`SET LOCAL app.company_id = '${bId}'`, `SELECT set_config('app.company_token', current_setting('app.company_token'), true)`],
      [`SELECT set_config('app.company_id', '${bId}', true)`, `SELECT set_config('app.platform', 'on', true)`],
      [`SELECT set_config('app.company_id', '${bId}', true)`, `SELECT set_config('app.company_token', '${companyContextToken(companyContextKey('guess'), b.companyId)}', true)`],
      // Forms of A's id that a sloppy check would read as A's, then B's id with A's token again.
      [`SELECT set_config('app.company_id', ' ${bId}', true)`],
      [`SELECT set_config('app.company_id', '0${bId}', true)`],
      [`SELECT set_config('app.company_id', '${bId}', false)`, `RESET ROLE`, `SET ROLE postgres`, `SET session_authorization postgres`],
    ];
    for (const setup of forged) expect({ setup, seen: await asAThen(setup, usersOf(b.companyId)) }).toEqual({ setup, seen: 0 });
  });

  it("cannot write B's rows either", async () => {
    const moved = await asAThen([`SELECT set_config('app.company_id', '${b.companyId}', true)`], async (c) => {
      const updated = (await c.query(`UPDATE users SET name = 'owned' WHERE company_id = $1`, [b.companyId])).rowCount ?? 0;
      await c.query('SAVEPOINT insert_attempt');
      const inserted = await c
        .query(`INSERT INTO financial_years (company_id, name, start_date, end_date) VALUES ($1, 'FY forged', '2040-04-01', '2041-03-31')`, [b.companyId])
        .then(() => 1, async (e: Error) => {
          await c.query('ROLLBACK TO SAVEPOINT insert_attempt');
          expect(e.message).toMatch(/row-level security/);
          return 0;
        });
      return updated + inserted;
    });
    expect(moved).toBe(0);
  });

  it('cannot read the key, nor make the check say yes, nor replace it', async () => {
    await expect(client.query(`SELECT inner_pad FROM company_context_key`)).rejects.toThrow(/permission denied/);
    await client.query('BEGIN');
    try {
      await client.query(`SELECT set_config('app.company_id', $1, true), set_config('app.company_token', $2, true)`, [String(b.companyId), token(a.companyId)]);
      expect((await client.query(`SELECT app_company_id() AS id`)).rows[0].id).toBeNull();
      await client.query(`SELECT set_config('app.company_token', $1, true)`, [token(b.companyId)]);
      // Only with the token (which only the runner can compute) is the company B.
      expect((await client.query(`SELECT app_company_id() AS id`)).rows[0].id).toBe(String(b.companyId));
    } finally {
      await client.query('ROLLBACK');
    }
    await expect(client.query(`CREATE OR REPLACE FUNCTION app_company_id() RETURNS bigint LANGUAGE sql AS 'SELECT 1::bigint'`)).rejects.toThrow();
    await expect(client.query(`ALTER POLICY tenant_isolation ON users USING (true)`)).rejects.toThrow(/must be (the )?owner/);
  });

  it('every tenant policy checks the company through app_company_id(), as an InitPlan evaluated once per statement', async () => {
    const policies = await ownerQuery<{ tablename: string; qual: string; with_check: string }>(
      t.db, `SELECT tablename, qual, with_check FROM pg_policies WHERE schemaname = 'public' AND policyname = 'tenant_isolation'`);
    expect(policies.length).toBeGreaterThan(40);
    for (const p of policies) {
      expect(`${p.qual} ${p.with_check}`).not.toMatch(/current_setting\('app\.company_id'/);
      expect(p.qual).toMatch(/= \( SELECT app_company_id\(\) AS app_company_id\)/);
    }
    // The plan: the check is an InitPlan run once, its answer an index condition, whatever the rows.
    const plan = await asAThen([], async (c) => {
      const rows = (await c.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM users WHERE id > 0`)).rows;
      return rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/InitPlan 1 \(returns \$0\)\n\s+->\s+Result \(actual rows=1 loops=1\)/);
    expect(plan).toMatch(/company_id = \$0/);
  });

  it('at start, any policy still reading app.company_id bare is rewritten; one in a form it does not know stops the start', async () => {
    await ownerQuery(t.db, `ALTER POLICY tenant_isolation ON expenses
      USING (company_id = NULLIF(current_setting('app.company_id', true), '')::bigint OR (SELECT app_platform_context()))
      WITH CHECK (company_id = current_setting('app.company_id', true)::bigint)`);
    const log: string[] = [];
    await securePlatformPolicies(t.db.ownerUrl, (m) => log.push(m));
    expect(log).toEqual([expect.stringMatching(/^policy tenant_isolation on expenses: /)]);
    const [p] = await ownerQuery<{ qual: string; with_check: string }>(t.db, `SELECT qual, with_check FROM pg_policies WHERE tablename = 'expenses'`);
    expect(p.qual).toBe('((company_id = ( SELECT app_company_id() AS app_company_id)) OR ( SELECT app_platform_context() AS app_platform_context))');
    expect(p.with_check).toBe('(company_id = ( SELECT app_company_id() AS app_company_id))');

    await ownerQuery(t.db, `ALTER POLICY tenant_isolation ON expenses USING (company_id::text = current_setting('app.company_id', true))`);
    await expect(securePlatformPolicies(t.db.ownerUrl, () => undefined)).rejects.toThrow(/tenant_isolation on expenses reads current_setting\('app\.company_id'/);
    await ownerQuery(t.db, `ALTER POLICY tenant_isolation ON expenses USING (${p.qual}) WITH CHECK (${p.qual})`);
  });

  it('the API still serves each company its own rows, and the provider across companies', async () => {
    const mine = await t.http.get('/api/erp/financial-year/select').set(a.headers).expect(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    const { superAdmin } = await import('../support/identity.js');
    const admin = await superAdmin(t.http);
    const res = await t.http.get(`/api/erp/company/${b.companyId}`).set(admin.headers).expect(200);
    expect(res.body.data.id).toBe(b.companyId);
  });
});
