import pg from 'pg';
import { PasswordHasher } from '../../src/modules/auth/index.js';
import { SessionActivityService } from '../../src/modules/auth/services/session-activity.service.js';
import { activeCompany, authHeaders, login } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Company = Awaited<ReturnType<typeof activeCompany>>;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions (issue 26 item 5)', () => {
  let t: TestApp;
  let a: Company;
  let b: Company;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  async function owner<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function signIn(email: string, password: string, userAgent: string, address: string) {
    const res = await t.http.post('/api/auth/authentication').set('User-Agent', userAgent).set('X-Forwarded-For', address)
      .send({ userName: email, password, source: 'WEB' }).expect(200);
    return { token: res.body.data.token as string, headers: authHeaders(res.body.data.token, res.body.data.companyId) };
  }

  /** A second login of the company (the users screen is issue 26 item 1's): written as the owner would find it. */
  async function staffOf(c: Company, email: string): Promise<{ id: number; email: string; password: string }> {
    const hash = await t.app.get(PasswordHasher).hash('Staff@123');
    const [row] = await owner<{ id: string }>(
      `INSERT INTO users (company_id, email, name, password_hash, type, role) VALUES ($1, $2, 'Meena Iyer', $3, 'STAFF', 'CASHIER') RETURNING id`,
      [c.companyId, email, hash]);
    return { id: Number(row.id), email, password: 'Staff@123' };
  }

  it('lists the user\'s own live sessions with device, addresses, sign-in and last seen, the current one marked', async () => {
    const laptop = await signIn(a.email, a.password, CHROME_WINDOWS, '198.51.100.7');
    const phone = await signIn(a.email, a.password, SAFARI_IPHONE, '198.51.100.8');
    await t.http.get('/api/erp/expense').set(phone.headers).set('X-Forwarded-For', '198.51.100.9').expect(200);

    const res = await t.http.get('/api/auth/sessions').set(laptop.headers).expect(200);
    expect(res.body.message).toBe('Sessions fetched successfully');
    const list = res.body.data as Array<Record<string, unknown>>;
    const mine = list.find((s) => s.current)!;
    const other = list.find((s) => s.device === 'Safari on iOS')!;
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(mine).toMatchObject({ device: 'Chrome on Windows', userAgent: CHROME_WINDOWS, current: true });
    expect(other).toMatchObject({ current: false, lastAddress: expect.any(String) });
    for (const s of [mine, other]) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.lastSeenAt as string)).toBeGreaterThanOrEqual(Date.parse(s.createdAt as string));
      expect(Date.parse(s.expiresAt as string)).toBeGreaterThan(Date.now());
    }
    // Another user's sessions never appear (the company's other user has their own list).
    const staff = await staffOf(a, `staff-${Date.now()}@example.in`);
    const staffSession = await signIn(staff.email, staff.password, CHROME_WINDOWS, '198.51.100.10');
    const staffList = await t.http.get('/api/auth/sessions').set(staffSession.headers).expect(200);
    expect(staffList.body.data).toHaveLength(1);
    expect(list.map((s) => s.id)).not.toContain(staffList.body.data[0].id);
  });

  it('records last seen off the request path: the flush writes it for every session at once', async () => {
    const s = await signIn(a.email, a.password, CHROME_WINDOWS, '203.0.113.40');
    const [{ id }] = await owner<{ id: string }>(`SELECT id FROM user_sessions ORDER BY created_at DESC LIMIT 1`);
    await t.http.get('/api/erp/expense').set(s.headers).expect(200);
    expect((await owner(`SELECT last_seen_at FROM user_sessions WHERE id = $1`, [id]))[0].last_seen_at).toBeNull();
    await t.app.get(SessionActivityService).flush();
    const [row] = await owner<{ last_seen_at: Date | null; last_address: string | null }>(`SELECT last_seen_at, last_address FROM user_sessions WHERE id = $1`, [id]);
    expect(row.last_seen_at).not.toBeNull();
    expect(row.last_address).toBeTruthy();
  });

  it('ends another device\'s session: that token answers 401 on its next request, GET and POST alike', async () => {
    const laptop = await signIn(a.email, a.password, CHROME_WINDOWS, '198.51.100.11');
    const phone = await signIn(a.email, a.password, SAFARI_IPHONE, '198.51.100.12');
    // The phone's GETs are remembered by this instance (the confirmation path): ending it must still reach them.
    await t.http.get('/api/erp/expense').set(phone.headers).expect(200);
    await t.http.get('/api/erp/expense').set(phone.headers).expect(200);
    const phoneId = (await t.http.get('/api/auth/sessions').set(phone.headers).expect(200)).body.data.find((s: { current: boolean }) => s.current).id;

    const ended = await t.http.delete(`/api/auth/sessions/${phoneId}`).set(laptop.headers).expect(200);
    expect(ended.body).toEqual({ status: 'OK', message: 'Session ended successfully', data: null });
    const refused = await t.http.get('/api/erp/expense').set(phone.headers).expect(401);
    expect(refused.body.message).toBe('Your session has expired or is invalid. Please log in again.');
    await t.http.post('/api/auth/authentication/rebind').set(phone.headers).expect(401);
    // The laptop goes on; the ended session is no longer listed and cannot be ended twice.
    const list = await t.http.get('/api/auth/sessions').set(laptop.headers).expect(200);
    expect(list.body.data.map((s: { id: string }) => s.id)).not.toContain(phoneId);
    await t.http.delete(`/api/auth/sessions/${phoneId}`).set(laptop.headers).expect(404);
    const [row] = await owner<{ action: string; record_id: string }>(
      `SELECT action, record_id FROM audit_log WHERE company_id = $1 AND action = 'SESSION_END' ORDER BY id DESC LIMIT 1`, [a.companyId]);
    expect(row).toEqual({ action: 'SESSION_END', record_id: phoneId });
  });

  it('another user\'s session, of this company or another, is a 404 and stays live; a bad id is a 400', async () => {
    const mine = await signIn(a.email, a.password, CHROME_WINDOWS, '198.51.100.13');
    const theirs = await signIn(b.email, b.password, CHROME_WINDOWS, '198.51.100.14');
    const theirId = (await t.http.get('/api/auth/sessions').set(theirs.headers).expect(200)).body.data.find((s: { current: boolean }) => s.current).id;
    const res = await t.http.delete(`/api/auth/sessions/${theirId}`).set(mine.headers).expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message: 'Session not found', data: null });
    await t.http.get('/api/auth/sessions').set(theirs.headers).expect(200);
    const bad = await t.http.delete('/api/auth/sessions/not-a-session').set(mine.headers).expect(400);
    expect(bad.body.message).toBe('id must be a session id');
  });

  it('the owner ends every session of a user of the company; a user of another company is a 404', async () => {
    const staff = await staffOf(a, `cashier-${Date.now()}@example.in`);
    const till = await signIn(staff.email, staff.password, CHROME_WINDOWS, '198.51.100.15');
    const phone = await signIn(staff.email, staff.password, SAFARI_IPHONE, '198.51.100.16');
    const ownerSession = await login(t.http, a.email, a.password);

    const res = await t.http.delete(`/api/erp/users/${staff.id}/sessions`).set(ownerSession.headers).expect(200);
    expect(res.body).toEqual({ status: 'OK', message: 'Sessions ended successfully', data: { ended: 2 } });
    await t.http.get('/api/auth/sessions').set(till.headers).expect(401);
    await t.http.get('/api/auth/sessions').set(phone.headers).expect(401);
    // The owner's own session is untouched.
    await t.http.get('/api/auth/sessions').set(ownerSession.headers).expect(200);

    const foreign = await staffOf(b, `foreign-${Date.now()}@example.in`);
    const foreignSession = await signIn(foreign.email, foreign.password, CHROME_WINDOWS, '198.51.100.17');
    const notFound = await t.http.delete(`/api/erp/users/${foreign.id}/sessions`).set(ownerSession.headers).expect(404);
    expect(notFound.body.message).toBe('User not found');
    await t.http.get('/api/auth/sessions').set(foreignSession.headers).expect(200);
    await t.http.delete('/api/erp/users/999999/sessions').set(ownerSession.headers).expect(404);
    await t.http.delete('/api/erp/users/abc/sessions').set(ownerSession.headers).expect(400);

    const [row] = await owner<{ action: string; record_type: string; record_id: string; after: Record<string, unknown> }>(
      `SELECT action, record_type, record_id, after FROM audit_log WHERE company_id = $1 AND action = 'SESSION_END' ORDER BY id DESC LIMIT 1`, [a.companyId]);
    expect(row).toEqual({ action: 'SESSION_END', record_type: 'user', record_id: String(staff.id), after: { sessionsEnded: 2 } });
  });
});
