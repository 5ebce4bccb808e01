import { DataSource } from 'typeorm';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany, authHeaders } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Row-level security is the backstop: even SQL with no WHERE clause sees only its own tenant. */
describe('tenant isolation by row-level security', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let b: Awaited<ReturnType<typeof activeCompany>>;
  let runner: TenantRunner;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    runner = t.app.get(TenantRunner);
  });
  afterAll(async () => t.close());

  it('connects as a role that owns no table and cannot bypass RLS', async () => {
    const ds = t.app.get(DataSource);
    const [role] = await ds.query(`SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await ds.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user`);
    expect(owned[0].n).toBe(0);
  });

  it('returns only the current tenant rows from a query with no WHERE clause', async () => {
    const users = await runner.runAsCompany(a.companyId, (m) => m.query(`SELECT company_id FROM users`));
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users.map((u: { company_id: string }) => Number(u.company_id)))).toEqual(new Set([a.companyId]));
    const companies = await runner.runAsCompany(a.companyId, (m) => m.query(`SELECT id FROM companies`));
    expect(companies.map((c: { id: string }) => Number(c.id))).toEqual([a.companyId]);
    const roles = await runner.runAsCompany(b.companyId, (m) => m.query(`SELECT DISTINCT company_id FROM role_menu_entries`));
    expect(roles.map((r: { company_id: string }) => Number(r.company_id))).toEqual([b.companyId]);
  });

  it('sees nothing at all outside a tenant or platform context', async () => {
    const ds = t.app.get(DataSource);
    expect(await ds.query(`SELECT id FROM users`)).toEqual([]);
    expect(await ds.query(`SELECT id FROM companies`)).toEqual([]);
  });

  it('refuses to write a row for another tenant', async () => {
    await expect(
      runner.runAsCompany(a.companyId, (m) =>
        m.query(`INSERT INTO roles (company_id, name) VALUES ($1, 'Intruder')`, [b.companyId])),
    ).rejects.toThrow(/row-level security/);
  });

  it('does not leak the tenant setting to the next transaction on a pooled connection', async () => {
    await runner.runAsCompany(a.companyId, (m) => m.query('SELECT 1'));
    const ds = t.app.get(DataSource);
    const [setting] = await ds.query(`SELECT current_setting('app.company_id', true) AS v`);
    expect(setting.v === null || setting.v === '').toBe(true);
  });

  it('platform context sees every tenant', async () => {
    const companies = await runner.runAsPlatform((m) => m.query(`SELECT id FROM companies`));
    const ids = companies.map((c: { id: string }) => Number(c.id));
    expect(ids).toEqual(expect.arrayContaining([a.companyId, b.companyId]));
  });

  it("a user of company A reading company B's profile gets 404, never B's data", async () => {
    const own = await t.http.get('/api/erp/company/profile').set(authHeaders(a.token, a.companyId)).expect(200);
    expect(own.body.data.id).toBe(a.companyId);
    const other = await t.http.get(`/api/erp/company/${b.companyId}`).set(authHeaders(a.token, a.companyId)).expect(404);
    expect(other.body).toEqual({ status: 'NOT_FOUND', message: 'Company not found', data: null });
    await t.http.get(`/api/erp/company/${a.companyId}`).set(authHeaders(a.token, a.companyId)).expect(200);
  });
});
