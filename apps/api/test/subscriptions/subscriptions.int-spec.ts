import { readFileSync } from 'node:fs';
import { activeCompany, superAdmin, subscribe } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Every operation of an application (by its OpenAPI tags) in the checked-in OpenAPI document, but `except`. */
function operationsTagged(tags: string[], except: string[] = []): { method: string; path: string }[] {
  const doc = JSON.parse(readFileSync(new URL('../../../../packages/api-client/openapi.json', import.meta.url), 'utf8'));
  const ops: { method: string; path: string }[] = [];
  for (const [path, item] of Object.entries<Record<string, { tags?: string[] }>>(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (except.includes(`${method.toUpperCase()} ${path}`)) continue;
      if ((op.tags ?? []).some((t) => tags.includes(t))) ops.push({ method, path: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return ops;
}

/** POS: catalogue, parties, inventory, sales. */
// The shared invoice link is public (a customer opens it from WhatsApp without a login; issue 31 item 6).
const posOperations = () => operationsTagged(['catalogue', 'parties', 'inventory', 'sales'], ['GET /api/erp/shared-invoice/{token}']);
/** SSL (application 9): domains, certificates, its dashboard. */
const sslOperations = () => operationsTagged(['ssl']);
/** HRMS (application 10) but what a device calls with its own credentials (not a user of a subscribed company). */
const hrmsOperations = () => operationsTagged(['hrms', 'attendance'], ['POST /api/auth/device/authentication', 'POST /api/erp/attendance/punch', 'POST /api/erp/attendance/face-punch']);

describe('services and subscriptions', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http, {}, { subscribe: [] });
    b = await activeCompany(t.http, {}, { subscribe: [] });
  });
  afterAll(async () => t.close());

  const menuApps = async (s: Session) => {
    const res = await t.http.post('/api/auth/authentication/rebind').set(s.headers).expect(200);
    return (res.body.data.menu as { applicationId: number; name: string }[]);
  };

  it('lists the seeded services with the company\'s state (id 0 = not subscribed)', async () => {
    const res = await t.http.get('/api/erp/subscription').set(a.headers).expect(200);
    const byApp = Object.fromEntries((res.body.data as { appId: number }[]).map((s) => [s.appId, s]));
    expect(Object.keys(byApp).map(Number).sort((x, y) => x - y)).toEqual([1, 2, 3, 6, 7, 9, 10]);
    expect(byApp[7]).toEqual({
      id: 0, appId: 7, name: 'QRCode', description: expect.any(String), type: 0, available: true, price: '0.10',
      currency: 'INR', priceLabel: 'per call', paymentCycle: 'MONTHLY', isSubscribed: false, nextPrice: null, nextPriceFrom: null,
    });
    expect(byApp[3]).toEqual(expect.objectContaining({ name: 'POS', type: 1, available: true }));
    expect(byApp[9]).toEqual(expect.objectContaining({ name: 'SSL', available: false }));
  });

  it('gates every POS route with 403 until the company subscribes, and the menu follows', async () => {
    const ops = posOperations();
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      const res = await (t.http as any)[op.method](op.path).set(a.headers).send({});
      if (res.status !== 403 || res.body.message !== 'Subscribe to POS to use this') {
        throw new Error(`${op.method.toUpperCase()} ${op.path} answered ${res.status} ${res.body.message}`);
      }
      expect(res.body.status).toBe('FORBIDDEN');
    }
    expect((await menuApps(a)).some((m) => m.applicationId === 3)).toBe(false);

    const sub = await t.http.post('/api/erp/subscription').set(a.headers).send({ appId: 3, isSubscribed: true }).expect(200);
    expect(sub.body.message).toBe('Subscribed to POS');
    expect(sub.body.data).toEqual({ id: expect.any(Number), appId: 3, isSubscribed: true });
    expect(sub.body.data.id).toBeGreaterThan(0);
    expect((await menuApps(a)).filter((m) => m.applicationId === 3).map((m) => m.name)).toEqual(
      expect.arrayContaining(['Catalog', 'Category', 'Product', 'Sales', 'Customer', 'Warehouse']),
    );
    for (const op of ops) {
      const res = await (t.http as any)[op.method](op.path).set(a.headers).send({});
      expect(res.body.message).not.toBe('Subscribe to POS to use this');
      expect(res.status).toBeLessThan(500);
    }
    // Company B is still not subscribed: A's subscription is A's alone.
    await t.http.get('/api/erp/category/all').set(b.headers).expect(403);

    const un = await t.http.post('/api/erp/subscription').set(a.headers).send({ appId: 3, isSubscribed: false }).expect(200);
    expect(un.body.message).toBe('Unsubscribed from POS');
    expect(un.body.data).toEqual({ id: 0, appId: 3, isSubscribed: false });
    expect((await menuApps(a)).some((m) => m.applicationId === 3)).toBe(false);
    const after = await t.http.get('/api/erp/category/all').set(a.headers).expect(403);
    expect(after.body.message).toBe('Subscribe to POS to use this');
  });

  it('gates every HRMS and attendance route with 403 until the company subscribes to HRMS', async () => {
    const ops = hrmsOperations();
    expect(ops.length).toBeGreaterThan(25);
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    for (const op of ops) {
      const res = await (t.http as any)[op.method](op.path).set(c.headers).send({});
      if (res.status !== 403 || res.body.message !== 'Subscribe to HRMS to use this') {
        throw new Error(`${op.method.toUpperCase()} ${op.path} answered ${res.status} ${res.body.message}`);
      }
    }
    await subscribe(t.http, c, 10);
    for (const op of ops) {
      const res = await (t.http as any)[op.method](op.path).set(c.headers).send({});
      expect(res.body.message).not.toBe('Subscribe to HRMS to use this');
      expect(res.status).toBeLessThan(500);
    }
  });

  it('gates every SSL route with 403 until the company subscribes (SSL starts "Coming Soon")', async () => {
    const ops = sslOperations();
    expect(ops.length).toBeGreaterThanOrEqual(12);
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    for (const op of ops) {
      const res = await (t.http as any)[op.method](op.path).set(c.headers).send({});
      if (res.status !== 403 || res.body.message !== 'Subscribe to SSL to use this') {
        throw new Error(`${op.method.toUpperCase()} ${op.path} answered ${res.status} ${res.body.message}`);
      }
    }
    // The provider makes SSL available; a subscribed company gets past the gate (no CA is asked here).
    const admin = await superAdmin(t.http);
    await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 9, available: true }).expect(200);
    try {
      await subscribe(t.http, c, 9);
      for (const op of ops.filter((o) => o.method === 'get' && !o.path.includes('download') && !o.path.includes('details'))) {
        const res = await (t.http as any).get(op.path).set(c.headers).expect(200);
        expect(res.body.status).toBe('OK');
      }
      expect((await menuApps(c)).filter((m) => m.applicationId === 9).map((m) => m.name)).toEqual(['SSL']);
    } finally {
      await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 9, available: false }).expect(200);
    }
  });

  it('keeps history and periods; refuses unavailable, unknown and repeated toggles', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    await subscribe(t.http, c, 7);
    const again = await t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 7, isSubscribed: true }).expect(409);
    expect(again.body.message).toBe('You are already subscribed to QRCode');
    await t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 7, isSubscribed: false }).expect(200);
    const none = await t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 7, isSubscribed: false }).expect(409);
    expect(none.body.message).toBe('You are not subscribed to QRCode');
    const ssl = await t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 9, isSubscribed: true }).expect(409);
    expect(ssl.body.message).toBe('SSL is not available yet');
    const unknown = await t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 99, isSubscribed: true }).expect(404);
    expect(unknown.body.message).toBe('Service not found');
    const bad = await t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 3 }).expect(400);
    expect(bad.body.message).toBe('isSubscribed is required');
    const badId = await t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 'x', isSubscribed: true }).expect(400);
    expect(badId.body.message).toBe('App id must be a whole number');

    const history = await t.http.get('/api/erp/subscription/history?appId=7').set(c.headers).expect(200);
    expect(history.body.data.map((h: { message: string }) => h.message)).toEqual(['Unsubscribed from QRCode', 'Subscribed to QRCode']);
    expect(history.body.data[0]).toEqual({ id: expect.any(Number), message: 'Unsubscribed from QRCode', createdBy: 'Ravi Sharma', createdOn: expect.any(String) });
    // Another company never sees it.
    const other = await t.http.get('/api/erp/subscription/history?appId=7').set(b.headers).expect(200);
    expect(other.body.data).toEqual([]);
    const missing = await t.http.get('/api/erp/subscription/history').set(c.headers).expect(400);
    expect(missing.body.message).toBe('App id is required');

    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT started_at, ended_at FROM subscription_periods WHERE company_id = $1 AND app_id = 7`, [c.companyId]);
      expect(rows).toHaveLength(1);
      expect(rows[0].ended_at).not.toBeNull();
    } finally {
      await client.end();
    }
  });

  it('a double click subscribes once', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const results = await Promise.all([1, 2, 3].map(() => t.http.post('/api/erp/subscription').set(c.headers).send({ appId: 6, isSubscribed: true })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const history = await t.http.get('/api/erp/subscription/history?appId=6').set(c.headers).expect(200);
    expect(history.body.data).toHaveLength(1);
  });

  it('the provider edits price and availability; companies cannot', async () => {
    const admin = await superAdmin(t.http);
    const denied = await t.http.patch('/api/erp/subscription/service').set(a.headers).send({ appId: 9, available: true }).expect(403);
    expect(denied.body.status).toBe('FORBIDDEN');
    const badPrice = await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 9, price: '-1' }).expect(400);
    expect(badPrice.body.message).toBe('Price must be a positive amount with at most 2 decimals');
    const edited = await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 9, available: true, price: '349.50' }).expect(200);
    expect(edited.body).toEqual({
      status: 'OK', message: 'Service updated successfully',
      // Issue 30 item 2: a new price takes effect tomorrow (India) by default; today's price is unchanged.
      data: expect.objectContaining({ appId: 9, name: 'SSL', available: true, price: '299.00', nextPrice: '349.50', isSubscribed: false, id: 0 }),
    });
    expect((await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 99, available: true }).expect(404)).body.message).toBe('Service not found');
    const list = await t.http.get('/api/erp/subscription').set(a.headers).expect(200);
    expect(list.body.data.find((s: { appId: number }) => s.appId === 9)).toEqual(expect.objectContaining({ available: true, price: '299.00', nextPrice: '349.50' }));
    await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 9, available: false }).expect(200);
  });
});
