import pg from 'pg';
import { TenantProvisioning } from '../../src/core/tenancy/tenant-provisioning.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany, subscribe, superAdmin } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trade } from './trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

describe('inventory: warehouses', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  const save = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/warehouse').set(s.headers).send(body);
  const list = async (s: Session) => (await t.http.get('/api/erp/warehouse?size=100').set(s.headers).expect(200)).body.data;

  /** Owner connection: removes a company's warehouses to start from none. */
  async function withoutWarehouses(companyId: number) {
    const c = new pg.Client({ connectionString: t.db.ownerUrl });
    await c.connect();
    await c.query('DELETE FROM warehouses WHERE company_id = $1', [companyId]);
    await c.end();
  }

  it("activation provisions a default 'Main Warehouse' (a @TenantProvisioner)", async () => {
    const page = await list(a);
    expect(page.list).toEqual([
      expect.objectContaining({ name: 'Main Warehouse', isDefault: true, countryId: 1, countryName: 'India', stateId: null }),
    ]);
    expect(t.app.get(TenantProvisioning).names()).toContain('WarehouseProvisioner');
  });

  it('provisioning again (re-activation) never adds a second warehouse', async () => {
    const runner = t.app.get(TenantRunner);
    await runner.runAsPlatform((m) => t.app.get(TenantProvisioning).provision(a.companyId, m));
    const admin = await superAdmin(t.http);
    const company = (await t.http.get(`/api/erp/company/${a.companyId}`).set(admin.headers).expect(200)).body.data;
    const fields = { name: company.name, address: company.address, contactName: company.contactName, contactEmail: company.contactEmail, contactPhone: company.contactPhone, gstin: company.gstin };
    await t.http.post('/api/erp/company').set(admin.headers).send({ ...fields, id: a.companyId, active: false }).expect(200);
    await t.http.post('/api/erp/company').set(admin.headers).send({ ...fields, id: a.companyId, active: true }).expect(200);
    // Deactivation ended the company's subscriptions (issue 30 item 4): the owner subscribes to POS again.
    await subscribe(t.http, a, 3);
    expect((await list(a)).totalRecords).toBe(1);
  });

  it('creates a second warehouse as not default, then moving the default leaves exactly one', async () => {
    const second = await save(a, { id: 0, name: 'Pune Godown', address: 'Plot 7, Bhosari MIDC', city: 'Pune', stateId: 27, pincode: '411026', geoLocation: '18.6298,73.8478' }).expect(200);
    expect(second.body).toMatchObject({
      status: 'OK', message: 'Warehouse saved successfully',
      data: { name: 'Pune Godown', isDefault: false, stateName: 'Maharashtra', countryName: 'India', pincode: '411026' },
    });
    const moved = await save(a, { id: second.body.data.id, name: 'Pune Godown', isDefault: true }).expect(200);
    expect(moved.body.data.isDefault).toBe(true);
    const rows = (await list(a)).list;
    expect(rows.filter((w: { isDefault: boolean }) => w.isDefault).map((w: { name: string }) => w.name)).toEqual(['Pune Godown']);
  });

  it('refuses to switch the default off (it must move to another warehouse instead)', async () => {
    const def = (await list(a)).list.find((w: { isDefault: boolean }) => w.isDefault);
    const res = await save(a, { id: def.id, name: def.name, isDefault: false }).expect(400);
    expect(res.body.message).toBe('A company always has one default warehouse: make another warehouse the default instead');
    // Editing other fields of the default keeps it the default.
    const edited = await save(a, { id: def.id, name: 'Pune Central Godown' }).expect(200);
    expect(edited.body.data).toMatchObject({ isDefault: true, name: 'Pune Central Godown' });
  });

  it('makes the first warehouse of a company that has none the default', async () => {
    const c = await activeCompany(t.http);
    await withoutWarehouses(c.companyId);
    const first = await save(c, { id: 0, name: 'Nashik Store', isDefault: false }).expect(200);
    expect(first.body.data.isDefault).toBe(true);
    const second = await save(c, { id: 0, name: 'Nashik Annex' }).expect(200);
    expect(second.body.data.isDefault).toBe(false);
  });

  it('keeps exactly one default under concurrent requests', async () => {
    const c = await activeCompany(t.http);
    await withoutWarehouses(c.companyId);
    // Ten first-warehouse creations at once: only one may become the default.
    const created = await Promise.all(Array.from({ length: 10 }, (_, i) => save(c, { id: 0, name: `Depot ${i}` })));
    expect(created.map((r) => r.status)).toEqual(Array(10).fill(200));
    let rows = (await list(c)).list;
    expect(rows).toHaveLength(10);
    expect(rows.filter((w: { isDefault: boolean }) => w.isDefault)).toHaveLength(1);
    // Ten requests at once each making a different warehouse the default.
    const flips = await Promise.all(rows.map((w: { id: number; name: string }) => save(c, { id: w.id, name: w.name, isDefault: true })));
    expect(flips.map((r) => r.status)).toEqual(Array(10).fill(200));
    rows = (await list(c)).list;
    expect(rows.filter((w: { isDefault: boolean }) => w.isDefault)).toHaveLength(1);
  });

  it('the database itself refuses a second default and a company left without one', async () => {
    const runner = t.app.get(TenantRunner);
    await expect(runner.runAsCompany(a.companyId, (m) =>
      m.query(`UPDATE warehouses SET is_default = true WHERE company_id = $1`, [a.companyId]))).rejects.toThrow(/warehouses_single_default_uq/);
    await expect(runner.runAsCompany(a.companyId, (m) =>
      m.query(`UPDATE warehouses SET is_default = false WHERE company_id = $1`, [a.companyId]))).rejects.toThrow(/must have exactly one default warehouse/);
    expect((await list(a)).list.filter((w: { isDefault: boolean }) => w.isDefault)).toHaveLength(1);
  });

  it.each([
    [{ name: undefined }, 'Name required'],
    [{ name: '' }, 'Name required'],
    [{ name: 'W' }, 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ stateId: 99 }, 'Please select state'],
    [{ stateId: 'abc' }, 'Please select state'],
    [{ countryId: 5 }, 'Please select country'],
    [{ pincode: '0110' }, 'Pincode must be 6 digits'],
    [{ isDefault: 'yes' }, 'Default must be true or false'],
    [{ geoLocation: 'north of the river' }, 'Geo location must be "latitude,longitude"'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await save(a, { id: 0, name: 'Valid Warehouse', ...change }).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it('refuses a duplicate name in the company', async () => {
    const res = await save(a, { id: 0, name: 'PUNE CENTRAL GODOWN' }).expect(409);
    expect(res.body.message).toBe('A warehouse with this name already exists');
  });

  it("keeps tenants apart: B editing A's warehouse is 404 and B's lists hold only B's", async () => {
    const aRow = (await list(a)).list[0];
    const res = await save(b, { id: aRow.id, name: 'Hijacked', isDefault: true }).expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message: 'Warehouse not found', data: null });
    const bRows = (await list(b)).list;
    expect(bRows.map((w: { name: string }) => w.name)).toEqual(['Main Warehouse']);
    const bSelect = await trade(t.http, b).get('/api/erp/warehouse/select');
    expect(bSelect).toEqual([{ id: bRows[0].id, name: 'Main Warehouse', isDefault: true }]);
    expect((await list(a)).list.find((w: { id: number }) => w.id === aRow.id).name).toBe(aRow.name);
  });
});
