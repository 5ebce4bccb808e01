import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { activeCompany, authHeaders, captcha, login, subscribe } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('login, sessions and passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** The outbox is platform data: read it as the owner, the way an operator would. */
  async function lastMailTo(email: string): Promise<{ subject: string; text_body: string } | undefined> {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT subject, text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
      return rows[0];
    } finally {
      await client.end();
    }
  }

  async function ownerQuery(sql: string, params: unknown[] = []) {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  it('logs in with the spec payload and answers the stored user data', async () => {
    const c = await activeCompany(t.http);
    expect(c.login).toEqual(expect.objectContaining({
      token: expect.any(String), companyId: c.companyId, forcePasswordChange: false, defaultLandingPage: '/dashboard',
      type: 'COMPANY_ADMIN', role: 'OWNER', name: 'Ravi Sharma', menu: expect.any(Array),
    }));
    const entry = (c.login.menu as Record<string, unknown>[])[0];
    expect(Object.keys(entry).sort()).toEqual(['applicationId', 'icon', 'id', 'name', 'parentId', 'sortOrder', 'url']);
  });

  it('stores the password hashed with argon2id, never in clear', async () => {
    const c = await activeCompany(t.http);
    const [row] = await ownerQuery(`SELECT password_hash FROM users WHERE email = $1`, [c.email]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(c.password);
  });

  it('refuses a wrong password with one message for unknown users and wrong passwords alike', async () => {
    const c = await activeCompany(t.http);
    const wrong = await t.http.post('/api/auth/authentication').send({ userName: c.email, password: 'Wrong@123' }).expect(401);
    const unknown = await t.http.post('/api/auth/authentication').send({ userName: 'nobody@example.in', password: 'Wrong@123' }).expect(401);
    expect(wrong.body).toEqual({ status: 'UNAUTHORIZED', message: 'Invalid email or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('slows and then refuses repeated failures for one account (429), even with the right password', async () => {
    const c = await activeCompany(t.http);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.http.post('/api/auth/authentication').send({ userName: c.email, password: `Wrong@12${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await t.http.post('/api/auth/authentication').send({ userName: c.email, password: c.password }).expect(429);
    expect(locked.body).toMatchObject({ status: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Too many failed login attempts\. Please try again in 15 minutes\./) });
    // Once the lock has run out the right password works again.
    await ownerQuery(`UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE key LIKE 'pair:%'`);
    await login(t.http, c.email, c.password);
  });

  it('asks an address that fails across many accounts for a captcha (429)', async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) {
      last = (await t.http.post('/api/auth/authentication').set('X-Forwarded-For', '203.0.113.9')
        .send({ userName: `spray${i}@example.in`, password: 'Guess@123' })).status;
    }
    expect(last).toBe(429);
    const again = await t.http.post('/api/auth/authentication').set('X-Forwarded-For', '203.0.113.9').send({ userName: 'spray0@example.in', password: 'Guess@123' });
    expect(again.body.data).toEqual({ captchaRequired: true });
    await ownerQuery(`DELETE FROM login_throttle`);
  });

  it('refuses an expired token and a token whose session was revoked', async () => {
    const c = await activeCompany(t.http);
    const jwt = t.app.get(JwtService, { strict: false });
    const [session] = await ownerQuery(`SELECT id, user_id FROM user_sessions WHERE company_id = $1 LIMIT 1`, [c.companyId]);
    const expired = jwt.sign(
      { sub: String(session.user_id), cid: String(c.companyId), jti: session.id, exp: Math.floor(Date.now() / 1000) - 60 },
      { secret: process.env.JWT_SECRET || 'local-dev-jwt-secret-change-me', algorithm: 'HS256', issuer: 'bizdesk' },
    );
    const res = await t.http.get('/api/erp/company/profile').set(authHeaders(expired, c.companyId)).expect(401);
    expect(res.body.message).toBe('Your session has expired or is invalid. Please log in again.');
  });

  it('logout revokes the token on the server', async () => {
    const c = await activeCompany(t.http);
    await t.http.get('/api/erp/company/profile').set(c.headers).expect(200);
    const out = await t.http.post('/api/auth/authentication/logout').set(c.headers).expect(200);
    expect(out.body.message).toBe('Logged out successfully');
    await t.http.get('/api/erp/company/profile').set(c.headers).expect(401);
  });

  it('rebind answers the current menu and flags', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const res = await t.http.post('/api/auth/authentication/rebind').set(c.headers).expect(200);
    expect(res.body.data).toEqual({
      type: 'COMPANY_ADMIN', role: 'OWNER', permissions: expect.arrayContaining(['users.write', 'accounting.write']), name: 'Ravi Sharma',
      forcePasswordChange: false, menu: c.login.menu,
    });
    // Subscribing to POS (application 3) brings its entries into the menu.
    await subscribe(t.http, c, 3);
    const after = await t.http.post('/api/auth/authentication/rebind').set(c.headers).expect(200);
    const pos = (after.body.data.menu as { applicationId: number; name: string }[]).filter((m) => m.applicationId === 3).map((m) => m.name);
    expect(pos).toEqual(expect.arrayContaining(['Catalog', 'Category', 'Product', 'Sales', 'Customer', 'Warehouse']));
  });

  describe('change password', () => {
    it.each([
      [{ currentPassword: '', newPassword: 'Next@123', confirmPassword: 'Next@123' }, 'Current password is required'],
      [{ currentPassword: 'Secret@123', newPassword: 'abc', confirmPassword: 'abc' }, 'New password must be 5 to 16 characters'],
      [{ currentPassword: 'Secret@123', newPassword: 'Secret@123', confirmPassword: 'Secret@123' }, 'New password must be different than current password'],
      [{ currentPassword: 'Secret@123', newPassword: 'Next@1234', confirmPassword: 'Next@9999' }, 'Confirm password must be same as new password'],
      [{ currentPassword: 'Wrong@123', newPassword: 'Next@1234', confirmPassword: 'Next@1234' }, 'Current password is incorrect'],
    ])('refuses %j', async (body, message) => {
      const c = await activeCompany(t.http);
      const res = await t.http.post('/api/auth/authentication/change-password').set(c.headers).send({ ...body, source: 'WEB' }).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('changes it and logs the user out everywhere', async () => {
      const c = await activeCompany(t.http);
      const other = await login(t.http, c.email, c.password);
      const res = await t.http.post('/api/auth/authentication/change-password').set(c.headers)
        .send({ currentPassword: c.password, newPassword: 'Next@1234', confirmPassword: 'Next@1234', source: 'WEB' }).expect(200);
      expect(res.body.message).toBe('Password changed successfully. Please log in again.');
      await t.http.get('/api/erp/company/profile').set(c.headers).expect(401);
      await t.http.get('/api/erp/company/profile').set(other.headers).expect(401);
      await t.http.post('/api/auth/authentication').send({ userName: c.email, password: c.password }).expect(401);
      await login(t.http, c.email, 'Next@1234');
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same whether or not the e-mail exists, and mails a single-use link', async () => {
      const c = await activeCompany(t.http);
      const unknown = await t.http.post('/api/auth/forgot-password').query({ email: 'ghost@example.in' }).send(await captcha(t.http)).expect(200);
      const known = await t.http.post('/api/auth/forgot-password').query({ email: c.email }).send(await captcha(t.http)).expect(200);
      expect(known.body).toEqual(unknown.body);
      expect(await lastMailTo('ghost@example.in')).toBeUndefined();

      const mail = await lastMailTo(c.email);
      expect(mail?.subject).toBe('Reset your BizDesk password');
      const token = /forgot-password-reset\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1];
      expect(mail!.text_body).toContain(`http://bizdesk.test/admin/forgot-password-reset/${token}`);
      const [stored] = await ownerQuery(`SELECT token_hash FROM password_reset_tokens ORDER BY id DESC LIMIT 1`);
      expect(stored.token_hash).not.toBe(token);

      await t.http.get('/api/auth/forgot-password').query({ token }).expect(200);
      const mismatch = await t.http.put('/api/auth/forgot-password')
        .send({ token, password: 'Fresh@123', confirmPassword: 'Fresh@999', ...(await captcha(t.http)) }).expect(400);
      expect(mismatch.body.message).toBe('Passwords must match');
      const noCaptcha = await t.http.put('/api/auth/forgot-password')
        .send({ token, password: 'Fresh@123', confirmPassword: 'Fresh@123', captchaIdentifier: 'x', captcha: 'y' }).expect(400);
      expect(noCaptcha.body.message).toBe('Please enter valid captcha');

      const done = await t.http.put('/api/auth/forgot-password')
        .send({ token, password: 'Fresh@123', confirmPassword: 'Fresh@123', ...(await captcha(t.http)) }).expect(200);
      expect(done.body.message).toMatch(/has been reset/);
      await t.http.get('/api/erp/company/profile').set(c.headers).expect(401);
      await login(t.http, c.email, 'Fresh@123');

      const twice = await t.http.put('/api/auth/forgot-password')
        .send({ token, password: 'Other@123', confirmPassword: 'Other@123', ...(await captcha(t.http)) }).expect(400);
      expect(twice.body.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
      await t.http.get('/api/auth/forgot-password').query({ token }).expect(400);
    });

    it('refuses an expired link', async () => {
      const c = await activeCompany(t.http);
      await t.http.post('/api/auth/forgot-password').query({ email: c.email }).send(await captcha(t.http)).expect(200);
      const token = /forgot-password-reset\/([A-Za-z0-9_-]+)/.exec((await lastMailTo(c.email))!.text_body)![1];
      await ownerQuery(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
      const res = await t.http.get('/api/auth/forgot-password').query({ token }).expect(400);
      expect(res.body.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    });

    it('asks for an e-mail and a captcha', async () => {
      expect((await t.http.post('/api/auth/forgot-password').send(await captcha(t.http)).expect(400)).body.message).toBe('Please enter email');
      expect((await t.http.post('/api/auth/forgot-password').query({ email: 'a@b.in' }).send({}).expect(400)).body.message).toBe('Please enter valid captcha');
    });
  });

  describe('own company profile', () => {
    it('shows and edits the profile with the sign-up rules; the contact e-mail stays', async () => {
      const c = await activeCompany(t.http);
      const before = (await t.http.get('/api/erp/company/profile').set(c.headers).expect(200)).body.data;
      expect(before).toMatchObject({ id: c.companyId, contactEmail: c.email, status: 'ACTIVE' });
      const bad = await t.http.put('/api/erp/company').set(c.headers).send({ ...before, address: 'tiny' }).expect(400);
      expect(bad.body.message).toBe('Address must be at least 10 characters');
      // A changed contact e-mail is refused with a clear 400 (issue 9), never silently ignored.
      const hijack = await t.http.put('/api/erp/company').set(c.headers)
        .send({ ...before, name: 'Sharma & Sons', contactEmail: 'hijack@example.in', gstin: '' }).expect(400);
      expect(hijack.body.message).toBe("The contact e-mail cannot be changed: it is the company administrator's login e-mail");
      const res = await t.http.put('/api/erp/company').set(c.headers)
        .send({ ...before, name: 'Sharma & Sons', gstin: '' }).expect(200);
      expect(res.body).toMatchObject({ message: 'Company profile updated successfully', data: { name: 'Sharma & Sons', contactEmail: c.email, gstin: null } });
    });
  });

  it('never answers another tenant through the data source outside a request', async () => {
    expect(await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
  });
});
