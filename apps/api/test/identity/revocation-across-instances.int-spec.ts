import { createHmac, randomUUID } from 'node:crypto';
import { activeCompany, login, resetSuperAdminPasswordCache, superAdmin } from '../support/identity.js';
import { startSecondInstance, startTestApp, type TestApp } from '../support/test-app.js';
import { ownerQuery } from '../support/test-database.js';

/**
 * Issue 18: the session check travels with the request's BEGIN and nothing about a session is cached, so
 * whatever ends a session (logout, a password change, the user or the company switched off) refuses the
 * very next request on every instance of the API, not only on the one that did it.
 */
describe('revocation reaches every instance on the next request', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  const profile = '/api/erp/company/profile';
  const refused = 'Your session has expired or is invalid. Please log in again.';

  beforeAll(async () => {
    resetSuperAdminPasswordCache();
    first = await startTestApp();
    second = await startSecondInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const owner = (sql: string, params: unknown[] = []) => ownerQuery(first.db, sql, params);

  it('logout on one instance', async () => {
    const c = await activeCompany(first.http, {}, { subscribe: [] });
    await second.http.get(profile).set(c.headers).expect(200);
    await first.http.post('/api/auth/authentication/logout').set(c.headers).expect(200);
    const res = await second.http.get(profile).set(c.headers).expect(401);
    expect(res.body.message).toBe(refused);
  });

  it('a password change on one instance ends every session of the user on the other', async () => {
    const c = await activeCompany(first.http, {}, { subscribe: [] });
    const other = await login(second.http, c.email, c.password);
    await first.http.get(profile).set(other.headers).expect(200);
    await second.http.post('/api/auth/authentication/change-password').set(c.headers)
      .send({ currentPassword: c.password, newPassword: 'Next@1234', confirmPassword: 'Next@1234', source: 'WEB' }).expect(200);
    await first.http.get(profile).set(other.headers).expect(401);
    await first.http.get(profile).set(c.headers).expect(401);
  });

  it('a company deactivated by the provider on one instance', async () => {
    const c = await activeCompany(first.http, {}, { subscribe: [] });
    await second.http.get(profile).set(c.headers).expect(200);
    const admin = await superAdmin(first.http);
    const view = (await first.http.get(`/api/erp/company/${c.companyId}`).set(admin.headers).expect(200)).body.data;
    const { status: _s, active: _a, createdOn: _c, activatedOn: _o, ...fields } = view;
    await first.http.post('/api/erp/company').set(admin.headers).send({ ...fields, active: false }).expect(200);
    await second.http.get(profile).set(c.headers).expect(401);
    await first.http.get(profile).set(c.headers).expect(401);
  });

  it('a user switched off in the database, and a session past its expiry', async () => {
    const c = await activeCompany(first.http, {}, { subscribe: [] });
    const other = await login(first.http, c.email, c.password);
    await second.http.get(profile).set(c.headers).expect(200);
    await owner(`UPDATE user_sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT user_id FROM user_sessions WHERE company_id = $1 LIMIT 1) AND id <> $2`,
      [c.companyId, (JSON.parse(Buffer.from(c.token.split('.')[1], 'base64url').toString()) as { jti: string }).jti]);
    await second.http.get(profile).set(other.headers).expect(401);
    await second.http.get(profile).set(c.headers).expect(200);
    await owner(`UPDATE users SET active = false WHERE company_id = $1`, [c.companyId]);
    await first.http.get(profile).set(c.headers).expect(401);
    await second.http.get(profile).set(c.headers).expect(401);
  });

  it('a well-signed token naming no session, or not a session id at all, is a 401 (not an error)', async () => {
    const c = await activeCompany(first.http, {}, { subscribe: [] });
    const claims = JSON.parse(Buffer.from(c.token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const secret = process.env.JWT_SECRET || 'local-dev-jwt-secret-change-me';
    const sign = (payload: Record<string, unknown>) => {
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    };
    for (const jti of [randomUUID(), 'not-a-session', "x'; DROP TABLE users; --"]) {
      const res = await second.http.get(profile).set({ Authorization: `Bearer ${sign({ ...claims, jti })}`, CompanyId: String(c.companyId) }).expect(401);
      expect(res.body.message).toBe(refused);
    }
    // The genuine token still works: the statement it shares with BEGIN left the connection clean.
    await second.http.get(profile).set(c.headers).expect(200);
  });
});
