import { activeCompany, captcha, companyInput, superAdmin } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 9 item 9: Pending / Active / Inactive with a filter; the contact e-mail is never silently ignored. */
describe('companies: status filter and the read-only contact e-mail', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const statusList = async (headers: Record<string, string>, status: string) =>
    (await t.http.get(`/api/erp/company?status=${status}&size=100`).set(headers).expect(200)).body.data;

  it('tells a pending sign-up from a deactivated company, and filters by status', async () => {
    const admin = await superAdmin(t.http);
    const pendingInput = companyInput({ name: 'Pending Traders' });
    const pending = (await t.http.post('/api/auth/authentication/signup').send({ ...pendingInput, ...(await captcha(t.http)) }).expect(201)).body.data;
    const active = await activeCompany(t.http, { name: 'Active Traders' });
    const gone = await activeCompany(t.http, { name: 'Gone Traders' });
    const goneView = (await t.http.get(`/api/erp/company/${gone.companyId}`).set(admin.headers).expect(200)).body.data;
    const { id: _id, status: _s, active: _a, createdOn: _c, activatedOn: _o, ...fields } = goneView;
    await t.http.post('/api/erp/company').set(admin.headers).send({ ...fields, id: gone.companyId, active: false }).expect(200);

    const names = (list: { list: { name: string; status: string }[] }) => list.list.map((c) => `${c.name}:${c.status}`);
    expect(names(await statusList(admin.headers, 'PENDING'))).toEqual([`Pending Traders:PENDING`]);
    expect(names(await statusList(admin.headers, 'ACTIVE'))).toEqual([`Active Traders:ACTIVE`]);
    expect(names(await statusList(admin.headers, 'inactive'))).toEqual([`Gone Traders:INACTIVE`]);
    expect((await statusList(admin.headers, '')).totalRecords).toBe(3);
    const bad = await t.http.get('/api/erp/company?status=DELETED').set(admin.headers).expect(400);
    expect(bad.body.message).toBe('status must be PENDING, ACTIVE or INACTIVE');
    expect(pending.status).toBe('PENDING');
    await t.http.get('/api/erp/company?status=ACTIVE').set(active.headers).expect(403);
  });

  it('refuses a changed contact e-mail with a clear 400, from the provider and from the company itself', async () => {
    const admin = await superAdmin(t.http);
    const company = await activeCompany(t.http, { name: 'Email Traders' });
    const view = (await t.http.get(`/api/erp/company/${company.companyId}`).set(admin.headers).expect(200)).body.data;
    const { status: _s, active: _a, createdOn: _c, activatedOn: _o, ...fields } = view;
    const message = "The contact e-mail cannot be changed: it is the company administrator's login e-mail";

    const byProvider = await t.http.post('/api/erp/company').set(admin.headers).send({ ...fields, contactEmail: 'new-owner@example.in' }).expect(400);
    expect(byProvider.body).toMatchObject({ status: 'BAD_REQUEST', message });
    const byOwner = await t.http.put('/api/erp/company').set(company.headers)
      .send({ ...fields, id: undefined, contactEmail: 'new-owner@example.in' }).expect(400);
    expect(byOwner.body.message).toBe(message);
    // Unchanged (any case) is fine, and nothing else was lost.
    await t.http.post('/api/erp/company').set(admin.headers).send({ ...fields, contactEmail: fields.contactEmail.toUpperCase(), name: 'Email Traders Pvt Ltd' }).expect(200);
    const after = (await t.http.get('/api/erp/company/profile').set(company.headers).expect(200)).body.data;
    expect(after).toMatchObject({ name: 'Email Traders Pvt Ltd', contactEmail: view.contactEmail });
  });
});
