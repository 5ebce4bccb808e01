import { sql, sqlAll } from '../../src/core/tenancy/sql.js';
import { ConfirmationRefused } from '../../src/core/tenancy/deferred-opening.js';
import { SESSION_CHANGED_SQLSTATE } from '../../src/core/tenancy/session.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany, login } from '../support/identity.js';
import { ownerQuery } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18: a GET whose session the instance has seen starts from the principal it had then and sends the
 * database a confirmation with its first statement (one round trip). Whatever changed about the session
 * since (revoked, user switched off, forced to change the password, renamed, demoted) fails the
 * confirmation; nothing the request sent after it runs or commits, and the request is answered as if the
 * session had been checked first.
 */
describe('GET requests confirm a remembered session with their first statement', () => {
  let t: TestApp;
  let runner: TenantRunner;
  const profile = '/api/erp/company/profile';
  const refused = 'Your session has expired or is invalid. Please log in again.';

  beforeAll(async () => {
    t = await startTestApp();
    runner = t.app.get(TenantRunner);
  });
  afterAll(async () => t?.close());

  const owner = (text: string, params: unknown[] = []) => ownerQuery(t.db, text, params);
  const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;

  it('a forced password change is a 403 on the next GET, and lifting it lets the same token through again', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    await t.http.get(profile).set(c.headers).expect(200);
    await owner(`UPDATE users SET force_password_change = true WHERE company_id = $1`, [c.companyId]);
    const res = await t.http.get(profile).set(c.headers).expect(403);
    expect(res.body.message).toBe('You must change your password before continuing');
    // The principal remembered now says "must change": the route refuses it, so the session is checked afresh.
    await owner(`UPDATE users SET force_password_change = false WHERE company_id = $1`, [c.companyId]);
    await t.http.get(profile).set(c.headers).expect(200);
  });

  it('a session revoked, a user switched off or a company deactivated since: 401 on the next GET', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const second = await login(t.http, c.email, c.password);
    const third = await login(t.http, c.email, c.password);
    for (const s of [c, second, third]) await t.http.get(profile).set(s.headers).expect(200);

    await owner(`UPDATE user_sessions SET revoked_at = now() WHERE id = $1`, [sessionIdOf(second.token)]);
    expect((await t.http.get(profile).set(second.headers).expect(401)).body.message).toBe(refused);
    await t.http.get(profile).set(c.headers).expect(200);

    await owner(`UPDATE companies SET active = false WHERE id = $1`, [c.companyId]);
    await t.http.get(profile).set(third.headers).expect(401);
    await owner(`UPDATE companies SET active = true WHERE id = $1`, [c.companyId]);
    await t.http.get(profile).set(third.headers).expect(200);

    await owner(`UPDATE users SET active = false WHERE company_id = $1`, [c.companyId]);
    await t.http.get(profile).set(c.headers).expect(401);
  });

  it('parallel GETs of one session: all answered while it lives, all refused once it is logged out', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const burst = async () => (await Promise.all(Array.from({ length: 8 }, () => t.http.get(profile).set(c.headers)))).map((r) => r.status);
    expect(await burst()).toEqual(Array(8).fill(200));
    await t.http.post('/api/auth/authentication/logout').set(c.headers).expect(200);
    expect(await burst()).toEqual(Array(8).fill(401));
  });

  it('a logged-out session asking with bad input hears 401, not about its input', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const bad = `/api/erp/expense?q=${encodeURIComponent('{"page": -3')}`;
    const live = await t.http.get(bad).set(c.headers);
    expect(live.status).toBe(400);
    await t.http.post('/api/auth/authentication/logout').set(c.headers).expect(200);
    expect((await t.http.get(bad).set(c.headers).expect(401)).body.message).toBe(refused);
  });

  it('confirm_live_session accepts the live principal exactly and refuses any difference', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const sid = sessionIdOf(c.token);
    const [user] = await owner(`SELECT u.id, u.type, u.role, u.name, u.email FROM users u JOIN user_sessions s ON s.user_id = u.id WHERE s.id = $1`, [sid]);
    const confirm = (type: string, name: string, email: string, force: boolean, role: string = user.role) =>
      owner(`SELECT confirm_live_session($1::uuid, $2, $3, $4, $5, $6, $7, $8) AS ok`, [sid, user.id, c.companyId, type, role, name, email, force])
        .then(() => 'confirmed', (e: { code?: string }) => e.code);
    expect(await confirm(user.type, user.name, user.email, false)).toBe('confirmed');
    // A changed role (issue 26) is a changed principal too.
    expect(await confirm(user.type, user.name, user.email, false, 'VIEWER')).toBe(SESSION_CHANGED_SQLSTATE);
    expect(await confirm('STAFF', user.name, user.email, false)).toBe(SESSION_CHANGED_SQLSTATE);
    expect(await confirm(user.type, `${user.name} Jr`, user.email, false)).toBe(SESSION_CHANGED_SQLSTATE);
    expect(await confirm(user.type, user.name, `x${user.email}`, false)).toBe(SESSION_CHANGED_SQLSTATE);
    expect(await confirm(user.type, user.name, user.email, true)).toBe(SESSION_CHANGED_SQLSTATE);
  });

  describe('the runner, with a confirmation that fails', () => {
    let company: Awaited<ReturnType<typeof activeCompany>>;
    const failing = () => ({
      name: 'test_confirmation_fails',
      text: `SELECT confirm_live_session(gen_random_uuid(), 1, 1, 'STAFF', 'VIEWER', 'nobody', 'nobody@example.in', false)`,
      values: [],
    });
    const read = () => ({ readRequest: true, confirmation: failing() });
    let n = 0;
    const roleName = () => `Confirmation ${++n} ${Date.now()}`;
    const roleCount = (name: string) =>
      runner.runAsCompany(company.companyId, async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM roles WHERE name = $1`, [name])).rows[0].n);
    const refusal = (p: Promise<unknown>) => p.then(() => 'ran', (e: unknown) => (e instanceof ConfirmationRefused ? (e.reason as { code?: string }).code : String(e)));

    beforeAll(async () => {
      company = await activeCompany(t.http, {}, { subscribe: [] });
    });

    it('nothing sent with it runs or commits, the early COMMIT included', async () => {
      const name = roleName();
      const outcome = await refusal(runner.runAsCompany(company.companyId, async () => {
        await sqlAll([{ text: `INSERT INTO roles (company_id, name) VALUES ($1, $2)`, params: [company.companyId, name] }], undefined, { last: true });
      }, undefined, undefined, read()));
      expect(outcome).toBe(SESSION_CHANGED_SQLSTATE);
      expect(await roleCount(name)).toBe(0);
    });

    it('the first statement never hands back rows, and work that swallows the failure is still refused', async () => {
      const name = roleName();
      const seen: string[] = [];
      const outcome = await refusal(runner.runAsCompany(company.companyId, async () => {
        await sql(`SELECT name FROM roles`).then(() => seen.push('rows'), () => seen.push('failed'));
        await sql(`INSERT INTO roles (company_id, name) VALUES ($1, $2)`, [company.companyId, name]).catch(() => seen.push('failed'));
        return 'an answer built from nothing';
      }, undefined, undefined, read()));
      expect(seen).toEqual(['failed', 'failed']);
      expect(outcome).toBe(SESSION_CHANGED_SQLSTATE);
      expect(await roleCount(name)).toBe(0);
    });

    it('work that sends no statement is confirmed before it answers, and work that throws first is refused as such', async () => {
      expect(await refusal(runner.runAsCompany(company.companyId, async () => 'no statement', undefined, undefined, read()))).toBe(SESSION_CHANGED_SQLSTATE);
      expect(await refusal(runner.runAsCompany(company.companyId, async () => {
        throw new Error('bad input');
      }, undefined, undefined, read()))).toBe(SESSION_CHANGED_SQLSTATE);
    });

    it('a confirmation that passes opens the transaction with the first statement, in the company\'s scope', async () => {
      const sid = sessionIdOf(company.token);
      const [user] = await owner(`SELECT u.id, u.type, u.role, u.name, u.email FROM users u JOIN user_sessions s ON s.user_id = u.id WHERE s.id = $1`, [sid]);
      const passing = { name: 'test_confirmation_passes', text: `SELECT confirm_live_session($1::uuid, $2, $3, $4, $5, $6, $7, false)`, values: [sid, user.id, company.companyId, user.type, user.role, user.name, user.email] };
      const name = roleName();
      const rows = await runner.runAsCompany(company.companyId, async () => {
        await sql(`INSERT INTO roles (company_id, name) VALUES ($1, $2)`, [company.companyId, name]);
        const [[scope]] = (await sqlAll([{ text: `SELECT current_setting('app.company_id') AS company, now() = statement_timestamp() AS fresh` }], undefined, { last: true })).map((r) => r.rows);
        return scope;
      }, undefined, undefined, { readRequest: true, confirmation: passing });
      expect(rows).toEqual({ company: String(company.companyId), fresh: false });
      expect(await roleCount(name)).toBe(1);
    });

    it('hands every pooled connection back as it was: the next units of work open normally', async () => {
      for (let i = 0; i < 12; i++) await refusal(runner.runAsCompany(company.companyId, async () => sql('SELECT 1'), undefined, undefined, read()));
      const states = await Promise.all(Array.from({ length: 10 }, () => runner.runAsCompany(company.companyId, async () =>
        (await sql<{ company: string; level: string }>(`SELECT current_setting('app.company_id') AS company, current_setting('transaction_isolation') AS level`)).rows[0])));
      for (const s of states) expect(s.company).toBe(String(company.companyId));
      await t.http.get(profile).set(company.headers).expect(200);
    });
  });
});
