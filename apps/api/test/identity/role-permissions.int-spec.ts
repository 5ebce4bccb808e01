import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANY_ROLES, ROLE_PERMISSIONS, type CompanyRole, type Permission } from '@bizdesk/shared';
import { activeCompany, captcha, login, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Operation = { 'x-permission'?: string; 'x-user-types'?: string[]; requestBody?: unknown };

const here = dirname(fileURLToPath(import.meta.url));
const openapi = JSON.parse(readFileSync(resolve(here, '../../../../packages/api-client/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const FORBIDDEN = 'You do not have permission to do this';
/** These end the caller's session; they are any signed-in user's (x-permission says so) and tested on their own. */
const SESSION_ENDING = new Set(['POST /api/auth/authentication/logout', 'POST /api/auth/authentication/change-password']);

const operations = Object.entries(openapi.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, path, method, op })));

/**
 * Issue 26 item 3: every company route declares its permission, and the server refuses a role exactly where
 * ROLE_PERMISSIONS (packages/shared/src/roles.ts, docs/roles.md) says so. Walks openapi.json with a token of
 * each role, in a company subscribed to POS and HRMS (a subscription's own 403, "Subscribe to ... to use this", is not the role's).
 */
describe('roles: the permission table is enforced on every company route', () => {
  let t: TestApp;
  const sessions = {} as Record<CompanyRole, { session: Session; relogin: () => Promise<Session> }>;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await activeCompany(t.http);
    sessions.OWNER = { session: owner, relogin: () => login(t.http, owner.email, owner.password) };
    const pg = await import('pg');
    for (const role of COMPANY_ROLES.filter((r) => r !== 'OWNER')) {
      const email = `${role.toLowerCase()}-${Date.now().toString(36)}@example.in`;
      await t.http.post('/api/erp/users').set(owner.headers).send({ name: `Staff ${role}`, email, role }).expect(201);
      const client = new pg.default.Client({ connectionString: t.db.ownerUrl });
      await client.connect();
      const { rows } = await client.query(`SELECT text_body FROM outbox_emails WHERE to_address = $1`, [email]);
      await client.end();
      const token = /forgot-password-reset\/([A-Za-z0-9_-]+)/.exec(rows[0].text_body)![1];
      await t.http.put('/api/auth/forgot-password').send({ token, password: 'Staff@1234', confirmPassword: 'Staff@1234', ...(await captcha(t.http)) }).expect(200);
      sessions[role] = { session: await login(t.http, email, 'Staff@1234'), relogin: () => login(t.http, email, 'Staff@1234') };
    }
  }, 120_000);
  afterAll(async () => t.close());

  it('every route declares what its caller needs in openapi.json (x-permission)', () => {
    expect(operations.length).toBeGreaterThan(190);
    const vocabulary = new Set<string>([...ROLE_PERMISSIONS.OWNER, 'any-signed-in-user', 'platform', 'public']);
    expect(operations.filter(({ op }) => !vocabulary.has(op['x-permission'] ?? '')).map(({ route }) => route)).toEqual([]);
    // The company routes: every /api/erp and /api/ssl route but the provider's own and the device's punches.
    const company = operations.filter(({ path, op }) => /^\/api\/(erp|ssl)\//.test(path) && !['platform', 'public'].includes(op['x-permission']!));
    expect(company.length).toBeGreaterThan(150);
  });

  it('answers 403 "You do not have permission to do this" exactly where the table says, for each role', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const { route, path, method, op } of operations) {
      const permission = op['x-permission'];
      if (!permission || permission === 'platform' || permission === 'public' || SESSION_ENDING.has(route)) continue;
      const url = path.replace(/\{[^}]+\}/g, '999999999');
      for (const role of COMPANY_ROLES) {
        const who = sessions[role];
        // A route kept to the provider's administrator (x-user-types) refuses a customer company's users alike.
        const userTypes = op['x-user-types'];
        const allowed = (permission === 'any-signed-in-user' || ROLE_PERMISSIONS[role].includes(permission as Permission))
          && (!userTypes || userTypes.includes(role === 'OWNER' ? 'COMPANY_ADMIN' : 'STAFF'));
        const call = () => {
          const req = t.http[method as 'get'](url).set(who.session.headers);
          return op.requestBody ? req.send({}) : req;
        };
        let res = await call();
        if (res.status === 401) {
          who.session = await who.relogin();
          res = await call();
        }
        checked++;
        const refused = res.status === 403 && res.body.message === FORBIDDEN;
        if (refused !== !allowed) mismatches.push(`${role} ${route} (${permission}): ${res.status} ${JSON.stringify(res.body.message)}`);
      }
    }
    expect(checked).toBeGreaterThan(800);
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('matches the roles as the issue describes them (spot checks, independent of the table)', async () => {
    const status = async (role: CompanyRole, method: 'get' | 'post', url: string) =>
      (await t.http[method](url).set(sessions[role].session.headers).send(method === 'post' ? {} : undefined)).status;
    // ACCOUNTANT: accounting, GST, parties, purchase orders, reports; no users, services, API keys or billing payment.
    expect(await status('ACCOUNTANT', 'get', '/api/erp/account/reports/trial-balance')).not.toBe(403);
    expect(await status('ACCOUNTANT', 'get', '/api/erp/gst-return/gstr1')).not.toBe(403);
    expect(await status('ACCOUNTANT', 'get', '/api/erp/purchase-order')).toBe(200);
    expect(await status('ACCOUNTANT', 'get', '/api/erp/users')).toBe(403);
    expect(await status('ACCOUNTANT', 'get', '/api/erp/subscription/api-keys')).toBe(403);
    expect(await status('ACCOUNTANT', 'get', '/api/erp/billing/pay?invoiceId=1')).toBe(403);
    expect(await status('ACCOUNTANT', 'get', '/api/erp/billing')).toBe(200);
    // CASHIER: POS sales, customers; reads products and stock; no accounts or reports.
    expect(await status('CASHIER', 'get', '/api/erp/sale-invoice')).toBe(200);
    expect(await status('CASHIER', 'get', '/api/erp/customer')).toBe(200);
    expect(await status('CASHIER', 'get', '/api/erp/product')).toBe(200);
    expect(await status('CASHIER', 'get', '/api/erp/stock')).toBe(200);
    expect(await status('CASHIER', 'post', '/api/erp/product')).toBe(403);
    expect(await status('CASHIER', 'get', '/api/erp/coa-account')).toBe(403);
    expect(await status('CASHIER', 'get', '/api/erp/account/reports/profit-and-loss')).toBe(403);
    // HR: HRMS and attendance only.
    expect(await status('HR', 'get', '/api/erp/user-details')).toBe(200);
    expect(await status('HR', 'get', '/api/erp/customer')).toBe(403);
    expect(await status('HR', 'get', '/api/erp/expense')).toBe(403);
    // VIEWER: reads, changes nothing.
    expect(await status('VIEWER', 'get', '/api/erp/expense')).toBe(200);
    expect(await status('VIEWER', 'get', '/api/erp/user-details')).toBe(200);
    expect(await status('VIEWER', 'post', '/api/erp/customer')).toBe(403);
    expect(await status('VIEWER', 'get', '/api/erp/users')).toBe(403);
  });
});
