import { activeCompany, login, resetSuperAdminPasswordCache } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('personal profiles', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  const profile = (over: Record<string, unknown> = {}) => ({
    id: 0, nameTitle: 'Ms.', name: 'Asha Verma', title: 'Chartered Accountant', email: 'Asha.Verma@Example.in', phone: '9812345678',
    country: 'India', city: 'Pune', url: 'https://www.linkedin.com/in/asha', about: 'Audits and GST filings', skills: ['GST', 'Audit', 'Tally'],
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  it('creates a profile and shows it with e-mail and phone masked (all but the last 3 digits)', async () => {
    const res = await t.http.post('/api/erp/personal-profile').set(a.headers).send(profile()).expect(200);
    expect(res.body.message).toBe('Profile created successfully');
    expect(res.body.data).toMatchObject({
      nameTitle: 'Ms.', name: 'Asha Verma', title: 'Chartered Accountant', email: 'a*********@example.in', phone: '*******678',
      emailMasked: true, phoneMasked: true, skills: ['GST', 'Audit', 'Tally'], url: 'https://www.linkedin.com/in/asha',
    });
    const view = await t.http.get(`/api/erp/personal-profile/id?id=${res.body.data.id}`).set(a.headers).expect(200);
    expect(view.body.data).toMatchObject({ email: 'a*********@example.in', phone: '*******678', about: 'Audits and GST filings' });
    const reveal = await t.http.get(`/api/erp/personal-profile/id?id=${res.body.data.id}&reveal=true`).set(a.headers).expect(200);
    expect(reveal.body.data).toMatchObject({ email: 'asha.verma@example.in', phone: '9812345678' });
  });

  it('lists profiles (#, name, title, icon), paged and searchable', async () => {
    await t.http.post('/api/erp/personal-profile').set(a.headers).send(profile({ name: 'Rohan Mehta', title: 'Developer', email: 'rohan@example.in', icon: '🧑‍💻' })).expect(200);
    const res = await t.http.get('/api/erp/personal-profile?q=' + encodeURIComponent(JSON.stringify({ search: 'rohan' }))).set(a.headers).expect(200);
    expect(res.body.data).toMatchObject({ totalRecords: 1, totalPages: 1 });
    expect(res.body.data.list[0]).toEqual({ id: expect.any(Number), nameTitle: 'Ms.', name: 'Rohan Mehta', title: 'Developer', city: 'Pune', country: 'India', icon: '🧑‍💻' });
    expect(JSON.stringify(res.body.data.list)).not.toContain('rohan@example.in');
  });

  it('edits a profile; unmasked flags show the details; a masked e-mail sent back keeps the stored one', async () => {
    const created = (await t.http.post('/api/erp/personal-profile').set(a.headers).send(profile({ email: 'neha@example.in', name: 'Neha Rao' })).expect(200)).body.data;
    const edited = await t.http.post('/api/erp/personal-profile').set(a.headers)
      .send(profile({ id: created.id, name: 'Neha Rao', email: created.email, emailMasked: false, phoneMasked: false, nameTitle: 'Mrs.' })).expect(200);
    expect(edited.body).toMatchObject({ message: 'Profile updated successfully', data: { nameTitle: 'Mrs.', email: 'neha@example.in', phone: '9812345678' } });
    await t.http.put('/api/erp/personal-profile').set(a.headers)
      .send(profile({ id: created.id, name: 'Neha R.', email: 'neha@example.in' })).expect(200);
  });

  it.each([
    [{ nameTitle: '' }, 'Select Title'],
    [{ nameTitle: 'Dr.' }, 'Select Title'],
    [{ name: '' }, 'Name is required'],
    [{ name: 'A' }, 'Name must be 2 to 50 characters'],
    [{ name: 'A'.repeat(51) }, 'Name must be 2 to 50 characters'],
    [{ title: undefined }, 'Title is required'],
    [{ title: 'X' }, 'Title must be 2 to 50 characters'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'not-an-email' }, 'Invalid email address.'],
    [{ phone: '98765' }, 'Phone number must be exactly 10 digits.'],
    // +91, spaces and dashes are stripped first (issue 31 item 1): what is left must still be 10 digits.
    [{ phone: '+91 98765 4321' }, 'Phone number must be exactly 10 digits.'],
    [{ country: '' }, 'Country is required'],
    [{ country: 'I' }, 'Country must be 2 to 50 characters'],
    [{ city: 'C'.repeat(51) }, 'City must be 2 to 50 characters'],
    [{ url: 'javascript:alert(1)' }, 'Please enter a valid URL (http or https)'],
    [{ skills: ['x'.repeat(51)] }, 'Skills must be a list of up to 30 texts of at most 50 characters'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await t.http.post('/api/erp/personal-profile').set(a.headers).send(profile({ email: `v${Math.random()}@example.in`, ...change })).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it('keeps e-mails unique per company', async () => {
    const res = await t.http.post('/api/erp/personal-profile').set(a.headers).send(profile({ email: 'ASHA.verma@example.in' })).expect(409);
    expect(res.body.message).toBe('A profile with this email already exists');
  });

  it("another company gets 404 for a profile and never sees it in its list", async () => {
    const b = await activeCompany(t.http);
    const mine = (await t.http.get('/api/erp/personal-profile').set(a.headers).expect(200)).body.data.list[0];
    const res = await t.http.get(`/api/erp/personal-profile/id?id=${mine.id}&reveal=true`).set(b.headers).expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message: 'Profile not found', data: null });
    await t.http.post('/api/erp/personal-profile').set(b.headers).send(profile({ id: mine.id, email: 'x@example.in' })).expect(404);
    const list = await t.http.get('/api/erp/personal-profile').set(b.headers).expect(200);
    expect(list.body.data).toEqual({ list: [], totalPages: 0, totalRecords: 0 });
    // The same e-mail is fine in another company.
    await t.http.post('/api/erp/personal-profile').set(b.headers).send(profile()).expect(200);
  });
});

describe('personal profiles: who may see unmasked contact details (issue 9)', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;

  beforeAll(async () => {
    resetSuperAdminPasswordCache(); // a fresh database: the provider starts with its initial password again
    t = await startTestApp();
    a = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  async function staffOf(companyId: number, email: string) {
    const { TenantRunner } = await import('../../src/core/tenancy/tenant-runner.js');
    const { UserAccountsService } = await import('../../src/modules/auth/services/user-accounts.service.js');
    await t.app.get(TenantRunner).runAsPlatform(() =>
      t.app.get(UserAccountsService).create({ companyId, email, name: 'Staff Member', password: 'Staff@123', type: 'STAFF', role: 'VIEWER' }));
    return login(t.http, email, 'Staff@123');
  }

  it('reveals e-mail and phone only to the company administrator and the profile\'s creator', async () => {
    const body = {
      id: 0, nameTitle: 'Mr.', name: 'Vikram Rao', title: 'Partner', email: 'vikram@example.in', phone: '9876501234', country: 'India', city: 'Pune',
    };
    const byAdmin = (await t.http.post('/api/erp/personal-profile').set(a.headers).send(body).expect(200)).body.data;
    const staff = await staffOf(a.companyId, 'staff-one@example.in');
    const other = await staffOf(a.companyId, 'staff-two@example.in');

    // Another staff member: the masked view, no reveal (403), no edit (403).
    const view = await t.http.get(`/api/erp/personal-profile/id?id=${byAdmin.id}`).set(staff.headers).expect(200);
    expect(view.body.data).toMatchObject({ email: 'v*****@example.in', phone: '*******234', canEdit: false });
    const refused = await t.http.get(`/api/erp/personal-profile/id?id=${byAdmin.id}&reveal=true`).set(staff.headers).expect(403);
    expect(refused.body).toMatchObject({
      status: 'FORBIDDEN', message: "Only the company's administrator or the person who created this profile can see its unmasked e-mail and phone",
    });
    expect(JSON.stringify(refused.body)).not.toContain('vikram@example.in');
    const edit = await t.http.post('/api/erp/personal-profile').set(staff.headers).send({ ...body, id: byAdmin.id, name: 'Changed' }).expect(403);
    expect(edit.body.message).toBe("Only the company's administrator or the person who created this profile can change it");

    // The administrator sees everything.
    const admin = await t.http.get(`/api/erp/personal-profile/id?id=${byAdmin.id}&reveal=true`).set(a.headers).expect(200);
    expect(admin.body.data).toMatchObject({ email: 'vikram@example.in', phone: '9876501234', canEdit: true });

    // A staff member's own profile: they may reveal and edit it; a colleague may not.
    const own = (await t.http.post('/api/erp/personal-profile').set(staff.headers)
      .send({ ...body, name: 'Staff One', email: 'one@example.in' }).expect(200)).body.data;
    const mine = await t.http.get(`/api/erp/personal-profile/id?id=${own.id}&reveal=true`).set(staff.headers).expect(200);
    expect(mine.body.data).toMatchObject({ email: 'one@example.in', canEdit: true });
    await t.http.get(`/api/erp/personal-profile/id?id=${own.id}&reveal=true`).set(other.headers).expect(403);
    await t.http.get(`/api/erp/personal-profile/id?id=${own.id}&reveal=true`).set(a.headers).expect(200);
  });
});
