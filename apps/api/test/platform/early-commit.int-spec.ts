import { sql, sqlAll } from '../../src/core/tenancy/sql.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A read request's last statements carry its COMMIT (sqlAll's `last`, issue 18): the work commits, nothing
 * can run after it, a failure still rolls everything back, and nowhere else does `last` end a transaction.
 */
describe('early COMMIT with the last statements of a read request', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof activeCompany>>;
  let runner: TenantRunner;
  const read = { readRequest: true };
  let n = 0;
  const roleName = () => `Early commit ${++n} ${Date.now()}`;
  const roleCount = (name: string) =>
    runner.runAsCompany(company.companyId, async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM roles WHERE name = $1`, [name])).rows[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    company = await activeCompany(t.http);
    runner = t.app.get(TenantRunner);
  });
  afterAll(async () => t.close());

  it('commits with the last statements, answers their rows, and refuses a statement after them', async () => {
    const name = roleName();
    let after: unknown;
    const rows = await runner.runAsCompany(company.companyId, async () => {
      await sql(`INSERT INTO roles (company_id, name) VALUES ($1, $2)`, [company.companyId, name]);
      const [page, count] = await sqlAll([
        { text: `SELECT name FROM roles WHERE name = $1`, params: [name] },
        { text: `SELECT current_setting('app.company_id') AS company` },
      ], undefined, { last: true });
      after = await sql('SELECT 1').then(() => 'ran', (e: Error) => e.message);
      return [...page.rows, ...count.rows];
    }, undefined, undefined, read);
    expect(rows).toEqual([{ name }, { company: String(company.companyId) }]);
    expect(after).toMatch(/after the unit of work committed/);
    expect(await roleCount(name)).toBe(1);
  });

  it('rolls back when one of the last statements fails, with that statement\'s error', async () => {
    const name = roleName();
    await expect(runner.runAsCompany(company.companyId, async () => {
      await sql(`INSERT INTO roles (company_id, name) VALUES ($1, $2)`, [company.companyId, name]);
      await sqlAll([{ text: `SELECT 1/0 AS boom` }, { text: `SELECT 1` }], undefined, { last: true });
    }, undefined, undefined, read)).rejects.toThrow(/division by zero/);
    expect(await roleCount(name)).toBe(0);
  });

  it('does not end the transaction early for a write, a joined unit of work or a derived platform scope', async () => {
    const name = roleName();
    const last = () => sqlAll([{ text: `SELECT 1 AS one` }], undefined, { last: true });
    await runner.runAsCompany(company.companyId, async () => {
      await last();
      await runner.runAsCompany(company.companyId, async () => last(), undefined, undefined, read);
      await runner.withPlatformContext(async () => last());
      await sql(`INSERT INTO roles (company_id, name) VALUES ($1, $2)`, [company.companyId, name]);
    }, undefined, undefined, {});
    expect(await roleCount(name)).toBe(1);
    const joined = roleName();
    await runner.runAsCompany(company.companyId, async () => {
      await runner.runAsCompany(company.companyId, async () => last());
      await runner.withPlatformContext(async () => last());
      await sql(`INSERT INTO roles (company_id, name) VALUES ($1, $2)`, [company.companyId, joined]);
    }, undefined, undefined, read);
    expect(await roleCount(joined)).toBe(1);
  });

  it('hands the connection back clean: no transaction and no tenant left on it', async () => {
    for (let i = 0; i < 15; i++) {
      await runner.runAsCompany(company.companyId, async () => sqlAll([{ text: 'SELECT 1' }], undefined, { last: true }), undefined, undefined, read);
    }
    const states = await Promise.all(Array.from({ length: 10 }, () => runner.runAsPlatform(async () =>
      (await sql<{ company: string | null }>(`SELECT current_setting('app.company_id', true) AS company`)).rows[0])));
    for (const s of states) expect(s.company === null || s.company === '').toBe(true);
  });
});
