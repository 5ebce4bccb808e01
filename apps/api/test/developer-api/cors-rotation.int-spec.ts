import pg from 'pg';
import { GatewayClock } from '../../src/modules/developer-api/gateway/gateway-clock.js';
import { UsageLogWriter } from '../../src/modules/developer-api/gateway/usage-log-writer.js';
import { activeCompany, subscribe } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createKey } from './gateway-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;
const SHOP = 'https://shop.example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('per-key CORS and key rotation on /api/v1 (issue 30 item 6)', () => {
  let t: TestApp;
  let a: Session;
  let clock: GatewayClock;
  const owner = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  /** Calls per key and outcome, once the call log has been written. */
  const usage = async (companyId: number) => {
    await t.app.get(UsageLogWriter).flush();
    const rows = await owner<{ api_key_id: string; outcome: string; calls: string }>(
      `SELECT api_key_id, outcome, sum(calls) AS calls FROM api_usage_daily WHERE company_id = $1 GROUP BY 1, 2`, [companyId]);
    return Object.fromEntries(rows.map((r) => [`${r.api_key_id} ${r.outcome}`, Number(r.calls)]));
  };
  const billed = async (companyId: number) =>
    Number((await owner<{ n: string }>(`SELECT COALESCE(sum(calls), 0) AS n FROM api_usage_monthly WHERE company_id = $1`, [companyId]))[0].n);
  const qr = (key: string, origin?: string) => {
    const req = t.http.post('/api/v1/qrcode').set('X-API-Key', key);
    if (origin) req.set('Origin', origin);
    return req.send({ text: 'upi://pay?pa=sharma@okaxis', size: 64 });
  };
  const preflight = (path: string, origin: string) =>
    t.http.options(path).set('Origin', origin).set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'x-api-key,content-type');

  beforeAll(async () => {
    t = await startTestApp({ API_RATE_PER_SECOND: '1', API_RATE_BURST: '5' });
    clock = t.app.get(GatewayClock);
    a = await activeCompany(t.http, {}, { subscribe: [] });
    await subscribe(t.http, a, 7);
  });
  afterEach(() => {
    clock.now = () => Date.now();
  });
  afterAll(async () => t.close());

  it('origins are edited per key and validated', async () => {
    const { id } = await createKey(t.http, a, 'origins');
    const bad = await t.http.put(`/api/erp/subscription/api-key/${id}/origins`).set(a.headers).send({ allowedOrigins: [SHOP, 'https://shop.example.com/cart'] }).expect(400);
    expect(bad.body.message).toBe('"https://shop.example.com/cart" is not an origin: write only the scheme and host (and a port if needed), like https://shop.example.com');
    await t.http.put(`/api/erp/subscription/api-key/${id}/origins`).set(a.headers).send({ allowedOrigins: '*' }).expect(400);
    const saved = await t.http.put(`/api/erp/subscription/api-key/${id}/origins`).set(a.headers).send({ allowedOrigins: ['https://Shop.Example.com/', SHOP] }).expect(200);
    expect(saved.body.message).toBe('Allowed origins saved');
    expect(saved.body.data).toEqual(expect.objectContaining({ id, allowedOrigins: [SHOP], expiresAt: null }));
    const list = await t.http.get('/api/erp/subscription/api-keys').set(a.headers).expect(200);
    expect(list.body.data.find((k: { id: number }) => k.id === id).allowedOrigins).toEqual([SHOP]);
    const history = await t.http.get('/api/erp/subscription/history-api-key').query({ apiKeyId: id }).set(a.headers).expect(200);
    expect(JSON.stringify(history.body.data)).toContain(`Allowed origins set to ${SHOP}`);
    const other = await activeCompany(t.http, {}, { subscribe: [] });
    await t.http.put(`/api/erp/subscription/api-key/${id}/origins`).set(other.headers).send({ allowedOrigins: [] }).expect(404);
  });

  it('answers CORS for a listed origin and not for another; preflights are neither billed nor rate-limited', async () => {
    // Its own origin: the other tests list SHOP on keys of companies subscribed to QR.
    const PAGE = 'https://pay.example.in';
    const b = await activeCompany(t.http, {}, { subscribe: [] });
    await subscribe(t.http, b, 7);
    const { id, key } = await createKey(t.http, b, 'shop');
    await t.http.put(`/api/erp/subscription/api-key/${id}/origins`).set(b.headers).send({ allowedOrigins: [PAGE] }).expect(200);

    // More preflights than the key's burst of 5: none is taken from its rate, logged or billed.
    for (let i = 0; i < 8; i++) {
      const ok = await preflight('/api/v1/qrcode', PAGE).expect(204);
      expect(ok.headers['access-control-allow-origin']).toBe(PAGE);
      expect(ok.headers['access-control-allow-methods']).toBe('POST');
      expect(ok.headers['access-control-allow-headers']).toMatch(/X-API-Key/);
    }
    const refused = await preflight('/api/v1/qrcode', 'https://evil.example.com').expect(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // Listed, but for a service no company listing it is subscribed to.
    await preflight('/api/v1/barcode', PAGE).expect(403);
    await preflight('/api/v1/no-such-api', PAGE).expect(403);

    const allowed = await qr(key, PAGE).expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(PAGE);
    expect(allowed.headers.vary).toMatch(/Origin/);
    expect(allowed.headers['content-type']).toBe('image/png');
    const foreign = await qr(key, 'https://evil.example.com').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const serverToServer = await qr(key).expect(200);
    expect(serverToServer.headers['access-control-allow-origin']).toBeUndefined();

    expect(await usage(b.companyId)).toEqual({ [`${id} BILLABLE`]: 3 });
    expect(await billed(b.companyId)).toBe(3);
    const logged = await owner<{ n: string }>(`SELECT count(*) AS n FROM api_logs WHERE company_id = $1`, [b.companyId]);
    expect(Number(logged[0].n)).toBe(3);

    // Removing the origin stops the preflight (this instance forgets its answer at once) and the header.
    await t.http.put(`/api/erp/subscription/api-key/${id}/origins`).set(b.headers).send({ allowedOrigins: [] }).expect(200);
    await preflight('/api/v1/qrcode', PAGE).expect(403);
    expect((await qr(key, PAGE).expect(200)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rotation: a new key at once, the old one for 24 hours, then 401 and never billed', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    await subscribe(t.http, c, 7);
    const old = await createKey(t.http, c, 'Shop server');
    await t.http.put(`/api/erp/subscription/api-key/${old.id}/origins`).set(c.headers).send({ allowedOrigins: [SHOP] }).expect(200);
    await qr(old.key).expect(200);

    const start = Date.now();
    clock.now = () => start;
    const rotated = await t.http.post(`/api/erp/subscription/api-key/${old.id}/rotate`).set(c.headers).send({}).expect(200);
    expect(rotated.body.message).toBe('API key rotated: the old key keeps working for 24 hours');
    const fresh = rotated.body.data;
    expect(fresh.key).toMatch(/^bdk_[A-Za-z0-9_-]{43}$/);
    expect(fresh.key).not.toBe(old.key);
    expect(fresh).toEqual(expect.objectContaining({ name: 'Shop server', active: true, allowedOrigins: [SHOP], expiresAt: null }));

    const list = (await t.http.get('/api/erp/subscription/api-keys').set(c.headers).expect(200)).body.data as { id: number; key: string; expiresAt: string; replacedBy: number }[];
    expect(JSON.stringify(list)).not.toContain(fresh.key);
    const oldView = list.find((k) => k.id === old.id)!;
    expect(new Date(oldView.expiresAt).getTime()).toBe(Math.floor((start + DAY_MS) / 1000) * 1000 + ((start + DAY_MS) % 1000));
    expect(oldView.replacedBy).toBe(fresh.id);
    const oldHistory = JSON.stringify((await t.http.get('/api/erp/subscription/history-api-key').query({ apiKeyId: old.id }).set(c.headers).expect(200)).body.data);
    expect(oldHistory).toContain(`API key rotated: replaced by the key ending ${fresh.key.slice(-4)}; this key works until`);
    const newHistory = JSON.stringify((await t.http.get('/api/erp/subscription/history-api-key').query({ apiKeyId: fresh.id }).set(c.headers).expect(200)).body.data);
    expect(newHistory).toContain(`API key created by rotating the key ending ${old.key.slice(-4)}`);

    // The overlap: both keys work, the old one until its last millisecond.
    await qr(old.key).expect(200);
    await qr(fresh.key).expect(200);
    clock.now = () => start + DAY_MS - 1;
    await qr(old.key).expect(200);

    // Then the old key is refused like a deactivated one; the new one carries on.
    clock.now = () => start + DAY_MS + 1;
    const expired = await qr(old.key, SHOP).expect(401);
    expect(expired.body.message).toBe('Invalid or inactive API key');
    await qr(old.key).expect(401);
    await qr(fresh.key).expect(200);

    expect(await usage(c.companyId)).toEqual({ [`${old.id} BILLABLE`]: 3, [`${old.id} KEY_REFUSED`]: 2, [`${fresh.id} BILLABLE`]: 2 });
    expect(await billed(c.companyId)).toBe(5);

    // Once is enough: the old key cannot be rotated again, nor switched back on after it expired.
    const again = await t.http.post(`/api/erp/subscription/api-key/${old.id}/rotate`).set(c.headers).send({}).expect(409);
    expect(again.body.message).toBe('This API key has already been rotated; rotate the key that replaced it');
    await t.http.patch('/api/erp/subscription/api-key').set(c.headers).send({ id: old.id, active: false }).expect(200);
    const back = await t.http.patch('/api/erp/subscription/api-key').set(c.headers).send({ id: old.id, active: true }).expect(409);
    expect(back.body.message).toBe('This API key was rotated and has expired; use the key that replaced it');
    await t.http.post('/api/erp/subscription/api-key/999999/rotate').set(c.headers).send({}).expect(404);
  });

  it('a rotated key does not count towards the 10 active keys, so rotating at the limit works', async () => {
    const d = await activeCompany(t.http, {}, { subscribe: [] });
    const keys = [];
    for (let i = 0; i < 10; i++) keys.push(await createKey(t.http, d, `k${i}`));
    await t.http.post(`/api/erp/subscription/api-key/${keys[0].id}/rotate`).set(d.headers).send({}).expect(200);
    await t.http.post('/api/erp/subscription/api-key').set(d.headers).send({ name: 'eleventh' }).expect(409);
  });
});
