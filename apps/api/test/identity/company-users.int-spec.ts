import { activeCompany, captcha, login, superAdmin, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 26: the owner invites staff with roles; invitations use the reset-password flow; deactivation ends sessions. */
describe('company users: invitations, roles, deactivation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function ownerQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function invitationLink(email: string): Promise<string> {
    const [mail] = await ownerQuery<{ text_body: string }>(`SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
    const token = /forgot-password-reset\/([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no invitation mail to ${email}`);
    return token;
  }

  let n = 0;
  const staffEmail = (role: string) => `${role.toLowerCase()}-${Date.now().toString(36)}-${++n}@example.in`;

  /** Invites a user with a role and accepts the invitation: the user's logged-in session. */
  async function staff(owner: Session, role: string): Promise<Session & { id: number; email: string }> {
    const email = staffEmail(role);
    const res = await t.http.post('/api/erp/users').set(owner.headers).send({ name: `Staff ${role}`, email, role }).expect(201);
    const token = await invitationLink(email);
    await t.http.put('/api/auth/forgot-password').send({ token, password: 'Staff@1234', confirmPassword: 'Staff@1234', ...(await captcha(t.http)) }).expect(200);
    return { ...(await login(t.http, email, 'Staff@1234')), id: res.body.data.id, email };
  }

  it('invites a user: the mail links to the reset-password page for 72 hours, and the link sets the first password', async () => {
    const owner = await activeCompany(t.http);
    const email = staffEmail('cashier');
    const res = await t.http.post('/api/erp/users').set(owner.headers).send({ name: 'Asha Patil', email: email.toUpperCase(), role: 'CASHIER' }).expect(201);
    expect(res.body).toMatchObject({ message: 'Invitation sent', data: { name: 'Asha Patil', email, role: 'CASHIER', active: true, invitationPending: true, isYou: false } });
    const [mail] = await ownerQuery<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM outbox_emails WHERE to_address = $1`, [email]);
    expect(mail.subject).toBe('Ravi Sharma invited you to BizDesk');
    expect(mail.text_body).toMatch(/as Cashier/);
    expect(mail.text_body).toMatch(/within 72 hours/);
    const [tokenRow] = await ownerQuery<{ hours: number; purpose: string }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours, purpose FROM password_reset_tokens WHERE user_id = $1`, [res.body.data.id]);
    expect(Number(tokenRow.hours)).toBe(72);
    expect(tokenRow.purpose).toBe('INVITE');

    // No password is known before the link is used.
    await t.http.post('/api/auth/authentication').send({ userName: email, password: 'Staff@1234' }).expect(401);
    const token = await invitationLink(email);
    await t.http.get(`/api/auth/forgot-password?token=${token}`).expect(200);
    await t.http.put('/api/auth/forgot-password').send({ token, password: 'Staff@1234', confirmPassword: 'Staff@1234', ...(await captcha(t.http)) }).expect(200);
    const cashier = await login(t.http, email, 'Staff@1234');
    expect(cashier.companyId).toBe(owner.companyId);
    expect(cashier.login).toMatchObject({ type: 'STAFF', role: 'CASHIER', defaultLandingPage: '/sales' });
    const menu = (cashier.login.menu as { url: string | null; name: string }[]).map((m) => m.name);
    expect(menu).toEqual(expect.arrayContaining(['Product', 'Sales', 'Customer']));
    for (const hidden of ['Users', 'Chart of Accounts', 'Reports', 'Billing', 'Supplier', 'Employees', 'Services']) expect(menu).not.toContain(hidden);

    const list = await t.http.get('/api/erp/users').set(owner.headers).query({ q: JSON.stringify({ search: 'asha' }) }).expect(200);
    expect(list.body.data).toMatchObject({ totalRecords: 1, list: [{ email, invitationPending: false }] });
    // Accepted: nothing to send again.
    const again = await t.http.post(`/api/erp/users/${res.body.data.id}/invite`).set(owner.headers).expect(409);
    expect(again.body.message).toBe('This user has already set a password: no invitation to send again');
  });

  it('sends an invitation again with a new link; the earlier link stops working', async () => {
    const owner = await activeCompany(t.http);
    const email = staffEmail('hr');
    const res = await t.http.post('/api/erp/users').set(owner.headers).send({ name: 'Meena HR', email, role: 'HR' }).expect(201);
    const first = await invitationLink(email);
    const again = await t.http.post(`/api/erp/users/${res.body.data.id}/invite`).set(owner.headers).expect(200);
    expect(again.body.message).toBe('Invitation sent again');
    const second = await invitationLink(email);
    expect(second).not.toBe(first);
    await t.http.get(`/api/auth/forgot-password?token=${first}`).expect(400);
    await t.http.get(`/api/auth/forgot-password?token=${second}`).expect(200);
  });

  it('lists the company users paged with search, and only its own', async () => {
    const owner = await activeCompany(t.http);
    const other = await activeCompany(t.http);
    for (const role of ['ACCOUNTANT', 'VIEWER', 'HR']) {
      await t.http.post('/api/erp/users').set(owner.headers).send({ name: `Person ${role}`, email: staffEmail(role), role }).expect(201);
    }
    const page = await t.http.get('/api/erp/users').set(owner.headers).query({ q: JSON.stringify({ page: 0, size: 2, sort: 'id,asc' }) }).expect(200);
    expect(page.body.data.totalRecords).toBe(4);
    expect(page.body.data.totalPages).toBe(2);
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.list[0]).toMatchObject({ email: owner.email, role: 'OWNER', isYou: true });
    const search = await t.http.get('/api/erp/users').set(owner.headers).query({ q: JSON.stringify({ search: 'viewer' }) }).expect(200);
    expect(search.body.data.list.map((u: { role: string }) => u.role)).toEqual(['VIEWER']);
    const theirs = await t.http.get('/api/erp/users').set(other.headers).expect(200);
    expect(theirs.body.data.totalRecords).toBe(1);
  });

  it('refuses bad input naming the field, and creates nothing', async () => {
    const owner = await activeCompany(t.http);
    const other = await activeCompany(t.http);
    const count = async () => Number((await ownerQuery<{ n: string }>(`SELECT count(*) AS n FROM users WHERE company_id = $1`, [owner.companyId]))[0].n);
    const mails = async () => Number((await ownerQuery<{ n: string }>(`SELECT count(*) AS n FROM outbox_emails WHERE company_id = $1`, [owner.companyId]))[0].n);
    const before = [await count(), await mails()];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'A B', email: 'not-an-email', role: 'CASHIER' }, 400, 'Email must be a valid e-mail address'],
      [{ name: 'A B', email: staffEmail('x'), role: 'MANAGER' }, 400, 'Role must be one of OWNER, ACCOUNTANT, CASHIER, HR, VIEWER'],
      [{ name: 'A B', email: staffEmail('x') }, 400, 'Please select role'],
      [{ email: staffEmail('x'), role: 'HR' }, 400, 'Please enter name'],
      [{ name: 'Me', email: owner.email.toUpperCase(), role: 'HR' }, 400, 'Email is your own: you cannot invite yourself'],
      // Another company's user: refused without naming the company.
      [{ name: 'Them', email: other.email, role: 'HR' }, 409, 'Email is already used by another BizDesk account'],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.http.post('/api/erp/users').set(owner.headers).send(body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    expect([await count(), await mails()]).toEqual(before);
    const dup = staffEmail('dup');
    await t.http.post('/api/erp/users').set(owner.headers).send({ name: 'Dup', email: dup, role: 'HR' }).expect(201);
    const again = await t.http.post('/api/erp/users').set(owner.headers).send({ name: 'Dup', email: dup, role: 'HR' }).expect(409);
    expect(again.body.message).toBe('Email already belongs to a user of this company');
    expect(await count()).toBe(before[0] + 1);
  });

  it('PATCH: own role and own deactivation are refused, another company\'s id is 404, bad values name the field', async () => {
    const owner = await activeCompany(t.http);
    const other = await activeCompany(t.http);
    const theirs = await staff(other, 'HR');
    const ownId = (await t.http.get('/api/erp/users').set(owner.headers).expect(200)).body.data.list[0].id as number;
    const cases: [number, Record<string, unknown>, number, string][] = [
      [ownId, { role: 'VIEWER' }, 403, 'You cannot change your own role'],
      [ownId, { active: false }, 403, 'You cannot deactivate yourself'],
      [theirs.id, { role: 'VIEWER' }, 404, 'User not found'],
      [theirs.id, { active: false }, 404, 'User not found'],
      [ownId, { role: 'BOSS' }, 400, 'Role must be one of OWNER, ACCOUNTANT, CASHIER, HR, VIEWER'],
      [ownId, { active: 'no' }, 400, 'Active must be true or false'],
      [ownId, {}, 400, 'Send role or active to change'],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await t.http.patch(`/api/erp/users/${id}`).set(owner.headers).send(body);
      expect({ id, status: res.status, message: res.body.message }).toEqual({ id, status, message });
    }
    await t.http.post(`/api/erp/users/${theirs.id}/invite`).set(owner.headers).expect(404);
    // Still active and HR in its own company.
    const [row] = await ownerQuery<{ role: string; active: boolean }>(`SELECT role, active FROM users WHERE id = $1`, [theirs.id]);
    expect(row).toEqual({ role: 'HR', active: true });
    await t.http.get('/api/erp/user-details').set(theirs.headers).expect(200);
  });

  it('only an owner manages users', async () => {
    const owner = await activeCompany(t.http);
    for (const role of ['ACCOUNTANT', 'CASHIER', 'HR', 'VIEWER']) {
      const s = await staff(owner, role);
      for (const res of [
        await t.http.get('/api/erp/users').set(s.headers),
        await t.http.post('/api/erp/users').set(s.headers).send({ name: 'X Y', email: staffEmail('x'), role: 'OWNER' }),
        await t.http.patch(`/api/erp/users/${s.id}`).set(s.headers).send({ role: 'OWNER' }),
      ]) {
        expect({ role, status: res.status, message: res.body.message }).toEqual({ role, status: 403, message: 'You do not have permission to do this' });
      }
    }
  });

  it('a role change takes effect on the next request; a deactivated user\'s sessions end at once', async () => {
    const owner = await activeCompany(t.http);
    const user = await staff(owner, 'ACCOUNTANT');
    // GETs twice: the second starts from the remembered principal, which the database must confirm.
    await t.http.get('/api/erp/coa-account').set(user.headers).expect(200);
    await t.http.get('/api/erp/coa-account').set(user.headers).expect(200);
    const changed = await t.http.patch(`/api/erp/users/${user.id}`).set(owner.headers).send({ role: 'CASHIER' }).expect(200);
    expect(changed.body).toMatchObject({ message: 'User updated successfully', data: { role: 'CASHIER' } });
    const refused = await t.http.get('/api/erp/coa-account').set(user.headers).expect(403);
    expect(refused.body.message).toBe('You do not have permission to do this');
    await t.http.get('/api/erp/customer').set(user.headers).expect(200);
    const rebind = await t.http.post('/api/auth/authentication/rebind').set(user.headers).expect(200);
    expect(rebind.body.data).toMatchObject({ role: 'CASHIER', permissions: expect.arrayContaining(['sales.write']) });

    await t.http.patch(`/api/erp/users/${user.id}`).set(owner.headers).send({ active: false }).expect(200);
    await t.http.get('/api/erp/customer').set(user.headers).expect(401);
    const [open] = await ownerQuery<{ n: string }>(`SELECT count(*) AS n FROM user_sessions WHERE user_id = $1 AND revoked_at IS NULL`, [user.id]);
    expect(Number(open.n)).toBe(0);
    await t.http.post('/api/auth/authentication').send({ userName: user.email, password: 'Staff@1234' }).expect(401);
    // Reactivated: a new login works; the old session stays ended.
    await t.http.patch(`/api/erp/users/${user.id}`).set(owner.headers).send({ active: true }).expect(200);
    await t.http.get('/api/erp/customer').set(user.headers).expect(401);
    const back = await login(t.http, user.email, 'Staff@1234');
    await t.http.get('/api/erp/customer').set(back.headers).expect(200);
  });

  it('the last active owner cannot be demoted or deactivated: two owners demoting each other at once leave one', async () => {
    const first = await activeCompany(t.http);
    const second = await staff(first, 'OWNER');
    const firstId = (await t.http.get('/api/erp/users').set(first.headers).query({ q: JSON.stringify({ sort: 'id,asc' }) }).expect(200)).body.data.list[0].id as number;
    const [a, b] = await Promise.all([
      t.http.patch(`/api/erp/users/${second.id}`).set(first.headers).send({ role: 'VIEWER' }),
      t.http.patch(`/api/erp/users/${firstId}`).set(second.headers).send({ active: false }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const owners = await ownerQuery(`SELECT id FROM users WHERE company_id = $1 AND role = 'OWNER' AND active`, [first.companyId]);
    expect(owners).toHaveLength(1);

    // The provider's administrator is its company's owner too; it keeps its platform routes.
    const admin = await superAdmin(t.http);
    expect(admin.login).toMatchObject({ type: 'SUPER_ADMIN', role: 'OWNER' });
    await t.http.get('/api/erp/company').set(admin.headers).expect(200);
    const [provider] = await ownerQuery<{ id: string }>(`SELECT id FROM users WHERE company_id = $1 AND type = 'SUPER_ADMIN'`, [admin.companyId]);
    const self = await t.http.patch(`/api/erp/users/${provider.id}`).set(admin.headers).send({ active: false }).expect(403);
    expect(self.body.message).toBe('You cannot deactivate yourself');
  });
});
