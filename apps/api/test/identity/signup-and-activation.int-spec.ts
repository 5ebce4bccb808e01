import { activeCompany, captcha, companyInput, login, superAdmin } from '../support/identity.js';
import { SUPER_ADMIN, startTestApp, type TestApp } from '../support/test-app.js';

describe('sign-up and provider activation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const signup = async (overrides: Record<string, unknown> = {}, withCaptcha = true) =>
    t.http.post('/api/auth/authentication/signup').send({ ...companyInput(overrides), ...(withCaptcha ? await captcha(t.http) : {}) });
  const status = <R extends { status: number; body: unknown }>(res: R, expected: number): R => {
    if (res.status !== expected) throw new Error(`expected ${expected}, got ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };

  it('creates a company pending verification', async () => {
    const res = status(await signup(), 201);
    expect(res.body.status).toBe('OK');
    expect(res.body.message).toMatch(/pending verification/);
    expect(res.body.data).toMatchObject({ active: false, status: 'PENDING', gstin: '27AAPFU0939F1ZV' });
    expect(res.body.data).not.toHaveProperty('password');
  });

  it.each([
    [{ name: 'A' }, 'Company Name must be at least 2 characters'],
    [{ address: 'Short' }, 'Address must be at least 10 characters'],
    [{ contactName: 'R' }, 'Contact Name must be at least 2 characters'],
    [{ contactEmail: 'not-an-email' }, 'Invalid email address.'],
    [{ contactPhone: '98765' }, 'Phone number must be exactly 10 digits.'],
    [{ contactPhone: '98765abcde' }, 'Phone number must be exactly 10 digits.'],
    [{ gstin: '27AAPFU0939F1ZX' }, 'Invalid GSTIN: check its format and check digit'],
    [{ password: 'weakpass' }, 'Password must be 8 to 15 characters with at least one number and one special character'],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = status(await signup(change), 400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it('checks the captcha on the server', async () => {
    const res = status(await signup({}, false), 400);
    expect(res.body.message).toBe('Please enter valid captcha');
    const { captchaIdentifier } = await captcha(t.http);
    const wrong = await t.http.post('/api/auth/authentication/signup')
      .send({ ...companyInput(), captchaIdentifier, captcha: 'nope' }).expect(400);
    expect(wrong.body.message).toBe('Please enter valid captcha');
  });

  it('answers a duplicate contact e-mail with 409 and creates nothing', async () => {
    const first = companyInput();
    await t.http.post('/api/auth/authentication/signup').send({ ...first, ...(await captcha(t.http)) }).expect(201);
    const again = await t.http.post('/api/auth/authentication/signup')
      .send({ ...first, contactEmail: first.contactEmail.toUpperCase(), name: 'Other name', ...(await captcha(t.http)) }).expect(409);
    expect(again.body).toMatchObject({ status: 'CONFLICT', message: 'A company with this contact e-mail is already registered' });
    const admin = await superAdmin(t.http);
    const list = await t.http.get('/api/erp/company').query({ q: JSON.stringify({ search: first.contactEmail }) }).set(admin.headers).expect(200);
    expect(list.body.data.totalRecords).toBe(1);
  });

  it('tells a pending company why it cannot log in', async () => {
    const input = companyInput();
    await t.http.post('/api/auth/authentication/signup').send({ ...input, ...(await captcha(t.http)) }).expect(201);
    const res = await t.http.post('/api/auth/authentication').send({ userName: input.contactEmail, password: input.password }).expect(403);
    expect(res.body.message).toMatch(/pending verification/);
  });

  it('makes the first administrator change the password before anything else', async () => {
    const first = await login(t.http, SUPER_ADMIN.email, SUPER_ADMIN.password).catch(() => null);
    if (first) {
      expect(first.login.forcePasswordChange).toBe(true);
      const blocked = await t.http.get('/api/erp/company').set(first.headers).expect(403);
      expect(blocked.body.message).toBe('You must change your password before continuing');
    }
    const admin = await superAdmin(t.http);
    expect(admin.login).toMatchObject({ type: 'SUPER_ADMIN', forcePasswordChange: false, defaultLandingPage: '/dashboard' });
    const names = (admin.login.menu as { name: string }[]).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Dashboard', 'Companies', 'WhatsApp']));
  });

  it('lists companies with search and paging for the provider only', async () => {
    const admin = await superAdmin(t.http);
    const tag = `Paging${Date.now()}`;
    for (let i = 0; i < 3; i++) status(await signup({ name: `${tag} ${i}` }), 201);
    const page0 = await t.http.get('/api/erp/company').query({ q: JSON.stringify({ search: tag, page: 0, size: 2, sort: 'name,asc' }) })
      .set(admin.headers).expect(200);
    expect(page0.body.data).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(page0.body.data.list.map((c: { name: string }) => c.name)).toEqual([`${tag} 0`, `${tag} 1`]);
    expect(page0.body.data.list[0]).toMatchObject({ contactName: 'Ravi Sharma', contactPhone: '9876543210', status: 'PENDING' });
    const page1 = await t.http.get('/api/erp/company').query({ q: JSON.stringify({ search: tag, page: 1, size: 2, sort: 'name,asc' }) })
      .set(admin.headers).expect(200);
    expect(page1.body.data.list).toHaveLength(1);

    const tenant = await activeCompany(t.http);
    const denied = await t.http.get('/api/erp/company').set(tenant.headers).expect(403);
    expect(denied.body.status).toBe('FORBIDDEN');
    await t.http.post('/api/erp/company').set(tenant.headers).send({ ...companyInput(), id: 0 }).expect(403);
  });

  it('lets the provider create a company with the stronger password rule', async () => {
    const admin = await superAdmin(t.http);
    const weak = await t.http.post('/api/erp/company').set(admin.headers).send({ ...companyInput({ password: 'abc12' }), id: 0 }).expect(400);
    expect(weak.body.message).toBe('Password must be 8 to 15 characters with at least one number and one special character');
    const tooLong = await t.http.post('/api/erp/company').set(admin.headers).send({ ...companyInput({ password: 'Abcdefgh@1234567' }), id: 0 }).expect(400);
    expect(tooLong.body.message).toMatch(/8 to 15/);
    const created = await t.http.post('/api/erp/company').set(admin.headers).send({ ...companyInput(), id: 0 }).expect(200);
    expect(created.body).toMatchObject({ message: 'Company created successfully', data: { status: 'PENDING' } });
  });

  it('activation provisions the tenant: administrator role and menu; deactivation locks users out at once', async () => {
    const company = await activeCompany(t.http, {}, { subscribe: [] });
    expect(company.login.type).toBe('COMPANY_ADMIN');
    const names = (company.login.menu as { name: string; applicationId: number }[]).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Dashboard', 'Account', 'Expense', 'Services', 'Billing']));
    expect(names).not.toContain('Companies');
    expect(names).not.toContain('WhatsApp');
    // No application is subscribed yet, so no POS/HRMS/SSL entries.
    expect((company.login.menu as { applicationId: number }[]).every((m) => m.applicationId === 0)).toBe(true);

    const admin = await superAdmin(t.http);
    const profile = (await t.http.get('/api/erp/company/profile').set(company.headers).expect(200)).body.data;
    const { id, name, address, contactName, contactEmail, contactPhone, gstin } = profile;
    const off = await t.http.post('/api/erp/company').set(admin.headers)
      .send({ id, name, address, contactName, contactEmail, contactPhone, gstin, active: false }).expect(200);
    expect(off.body).toMatchObject({ message: 'Company deactivated successfully', data: { status: 'INACTIVE', active: false } });
    await t.http.get('/api/erp/company/profile').set(company.headers).expect(401);
    const refused = await t.http.post('/api/auth/authentication').send({ userName: company.email, password: company.password }).expect(403);
    expect(refused.body.message).toMatch(/inactive/);

    const on = await t.http.post('/api/erp/company').set(admin.headers)
      .send({ id, name, address, contactName, contactEmail, contactPhone, gstin, active: true }).expect(200);
    expect(on.body.data.status).toBe('ACTIVE');
    const again = await login(t.http, company.email, company.password);
    expect((again.login.menu as unknown[]).length).toBe((company.login.menu as unknown[]).length);
  });

  it('editing an unknown company is 404', async () => {
    const admin = await superAdmin(t.http);
    const res = await t.http.post('/api/erp/company').set(admin.headers).send({ ...companyInput(), id: 999999, active: true }).expect(404);
    expect(res.body.message).toBe('Company not found');
  });
});
