import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

// Valid GSTINs (check digit right): 27 Maharashtra, 29 Karnataka.
const MH_GSTIN = '27AAPFU0939F1ZV';
const KA_GSTIN = '29AAGCB7383J1Z4';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe.each([
  ['customer', 'Customer'],
  ['supplier', 'Supplier'],
])('parties: %s', (path, Label) => {
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
  });

  const save = (s: Session, body: Record<string, unknown>) => t.http.post(`/api/erp/${path}`).set(s.headers).send(body);
  const valid = () => ({
    id: 0, name: 'Bharat Enterprises', contactPerson: 'Anil Kumar', email: 'anil@bharat.example', phone: '9812345678',
    addressLine1: '5 Residency Road', addressLine2: 'Ashok Nagar', city: 'Bengaluru', stateId: 29, pincode: '560025',
    countryId: 1, gstin: KA_GSTIN, panNumber: 'AAGCB7383J', registrationType: 'REGULAR', creditLimit: '50000',
  });

  it('lists countries and Indian states with GST codes', async () => {
    const countries = await t.http.get('/api/erp/master/countries').set(a.headers).expect(200);
    expect(countries.body.data).toEqual([{ id: 1, name: 'India' }]);
    const states = await t.http.get('/api/erp/master/states?countryId=1').set(a.headers).expect(200);
    expect(states.body.data).toEqual(expect.arrayContaining([
      { id: 27, name: 'Maharashtra', code: '27' }, { id: 29, name: 'Karnataka', code: '29' }, { id: 7, name: 'Delhi', code: '07' },
    ]));
    // Retired codes resolve old GSTINs but are not offered.
    expect(states.body.data.find((s: { id: number }) => s.id === 28)).toBeUndefined();
    expect(states.body.data).toHaveLength(37);
    const none = await t.http.get('/api/erp/master/states?countryId=99').set(a.headers).expect(200);
    expect(none.body.data).toEqual([]);
    const bad = await t.http.get('/api/erp/master/states?countryId=abc').set(a.headers).expect(400);
    expect(bad.body).toMatchObject({ status: 'BAD_REQUEST', message: 'Please select country' });
    // Without a country, India's states.
    expect((await t.http.get('/api/erp/master/states').set(a.headers).expect(200)).body.data).toHaveLength(37);
    await t.http.get('/api/erp/master/states').expect(401);
  });

  it(`creates a ${path} and lists it with state and country names`, async () => {
    const res = await save(a, valid()).expect(200);
    expect(res.body).toMatchObject({
      status: 'OK',
      message: `${Label} saved successfully`,
      data: { id: expect.any(Number), name: 'Bharat Enterprises', stateId: 29, stateName: 'Karnataka', countryName: 'India', gstin: KA_GSTIN, panNumber: 'AAGCB7383J', registrationType: 'REGULAR', creditLimit: '50000.00' },
    });
    const list = await t.http.get(`/api/erp/${path}`).set(a.headers).expect(200);
    expect(list.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, list: [{ name: 'Bharat Enterprises', stateName: 'Karnataka', countryName: 'India', outstanding: '0.00' }] });
    const select = await t.http.get(`/api/erp/${path}/select`).set(a.headers).expect(200);
    expect(select.body.data).toEqual([{ id: res.body.data.id, name: 'Bharat Enterprises', stateId: 29, stateName: 'Karnataka', gstin: KA_GSTIN, chargesGst: true, creditLimit: '50000.00', outstanding: '0.00' }]);
  });

  it('applies the defaults: country 1, credit limit 0, Unregistered without a GSTIN, PAN from the GSTIN', async () => {
    const res = await save(a, { id: 0, name: 'Walk In Buyer', stateId: 27 }).expect(200);
    expect(res.body.data).toMatchObject({ countryId: 1, countryName: 'India', creditLimit: '0.00', registrationType: 'Unregistered', gstin: null, panNumber: null });
    const reg = await save(a, { id: 0, name: 'Pune Traders', stateId: 27, gstin: MH_GSTIN.toLowerCase() }).expect(200);
    expect(reg.body.data).toMatchObject({ gstin: MH_GSTIN, panNumber: 'AAPFU0939F', registrationType: 'REGULAR' });
    // The pickers say who charges GST, so a purchase's preview adds none for an unregistered supplier.
    const select = await t.http.get(`/api/erp/${path}/select`).set(a.headers).expect(200);
    const byName = new Map(select.body.data.map((p: { name: string; chargesGst: boolean }) => [p.name, p.chargesGst]));
    expect(byName.get('Walk In Buyer')).toBe(false);
    expect(byName.get('Pune Traders')).toBe(true);
  });

  it('edits, and answers 404 for an unknown id', async () => {
    const created = await save(a, { ...valid(), name: 'Edit Me', gstin: undefined, panNumber: undefined, registrationType: 'Unregistered' }).expect(200);
    const edited = await save(a, { ...valid(), id: created.body.data.id, name: 'Edited', stateId: 7, gstin: undefined, panNumber: undefined, registrationType: 'Unregistered' }).expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', stateName: 'Delhi' });
    const missing = await save(a, { ...valid(), id: 987654 }).expect(404);
    expect(missing.body).toEqual({ status: 'NOT_FOUND', message: `${Label} not found`, data: null });
  });

  it.each([
    [{ name: undefined }, 'Name required'],
    [{ name: ' ' }, 'Name required'],
    [{ name: 'B' }, 'Name must be at least 2 characters'],
    [{ stateId: undefined }, 'Please select state'],
    [{ stateId: 0 }, 'Please select state'],
    [{ stateId: 99 }, 'Please select state'],
    [{ countryId: 'x' }, 'Please select country'],
    [{ countryId: 7 }, 'Please select country'],
    [{ email: 'not-an-email' }, 'Enter valid Email'],
    [{ phone: '12345' }, 'Phone number must be exactly 10 digits.'],
    [{ pincode: '5600' }, 'Pincode must be 6 digits'],
    [{ gstin: '29AAGCB7383J1Z5' }, 'Invalid GSTIN: check its format and check digit'],
    [{ gstin: '29AAGCB7383J1' }, 'Invalid GSTIN: check its format and check digit'],
    [{ stateId: 27 }, "The GSTIN's first two digits must be the selected state's GST code (Karnataka, 29)".replace('Karnataka, 29', 'Maharashtra, 27')],
    [{ panNumber: 'ABCDE1234' }, 'Invalid PAN: it must be 5 letters, 4 digits and a letter (e.g. AAPFU0939F)'],
    [{ panNumber: 'AAPFU0939F' }, 'PAN does not match the PAN inside the GSTIN'],
    [{ gstin: undefined, panNumber: undefined, registrationType: 'REGULAR' }, 'GSTIN is required for a REGULAR or COMPOSITION registration'],
    [{ gstin: undefined, panNumber: undefined, registrationType: 'COMPOSITION' }, 'GSTIN is required for a REGULAR or COMPOSITION registration'],
    [{ registrationType: 'Unregistered' }, 'An Unregistered party cannot have a GSTIN: choose REGULAR or COMPOSITION'],
    [{ registrationType: 'SEZ' }, 'Please select registration type'],
    [{ creditLimit: -1 }, 'Credit Limit must be 0 or a positive amount with at most 2 decimals'],
    [{ creditLimit: '10.123' }, 'Credit Limit must be 0 or a positive amount with at most 2 decimals'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await save(a, { ...valid(), name: 'Bad Party', ...change }).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it('accepts a PAN alone (unregistered) and a matching PAN with the GSTIN', async () => {
    await save(a, { ...valid(), name: 'PAN Only', gstin: undefined, registrationType: 'Unregistered', panNumber: 'ABCPK1234L' }).expect(200);
  });

  it('refuses a second party with the same GSTIN in the company, not in another company', async () => {
    const res = await save(a, { ...valid(), name: 'Duplicate GSTIN' }).expect(409);
    expect(res.body.message).toBe(`A ${path} with this GSTIN already exists`);
    await save(b, { ...valid(), name: 'Same GSTIN elsewhere' }).expect(200);
  });

  it("keeps tenants apart: B's list has only B's, and B editing A's record is 404", async () => {
    const aList = await t.http.get(`/api/erp/${path}`).set(a.headers).expect(200);
    const aId = aList.body.data.list[0].id;
    const res = await save(b, { ...valid(), id: aId, name: 'Hijack', gstin: undefined, panNumber: undefined, registrationType: 'Unregistered' }).expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message: `${Label} not found`, data: null });
    const bList = await t.http.get(`/api/erp/${path}`).set(b.headers).expect(200);
    expect(bList.body.data.list.map((p: { name: string }) => p.name)).toEqual(['Same GSTIN elsewhere']);
    const bSelect = await t.http.get(`/api/erp/${path}/select`).set(b.headers).expect(200);
    expect(bSelect.body.data.map((p: { id: number }) => p.id)).not.toContain(aId);
  });

  it('searches by name, GSTIN or state and pages with q', async () => {
    const q = encodeURIComponent(JSON.stringify({ search: 'karnataka', page: 0, size: 1, sort: 'name,asc' }));
    const res = await t.http.get(`/api/erp/${path}?q=${q}`).set(a.headers).expect(200);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.totalRecords).toBeGreaterThanOrEqual(2);
    expect(res.body.data.totalPages).toBe(res.body.data.totalRecords);
  });
});
