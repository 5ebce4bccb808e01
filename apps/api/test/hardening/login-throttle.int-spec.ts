import { activeCompany, captcha } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 17 items 2 and 5: login throttling is atomic and cannot be turned against other people. */
describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const attempt = (from: string, userName: string, password: string, extra: Record<string, string> = {}) =>
    t.http.post('/api/auth/authentication').set('X-Forwarded-For', from).send({ userName, password, ...extra });

  it('40 parallel guesses with the right password among them never log in, and leave the pair locked', async () => {
    const c = await activeCompany(t.http);
    const from = '198.51.100.10';
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 20 ? c.password : `Wrong@${100 + i}`));
    const statuses = (await Promise.all(passwords.map((p) => attempt(from, c.email, p)))).map((r) => r.status);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    // Still locked for that address, the right password included: a success never lifted it.
    const after = await attempt(from, c.email, c.password).expect(429);
    expect(after.body.message).toMatch(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/);
  });

  it('a lock holds one (account, address) pair: the owner elsewhere still logs in', async () => {
    const c = await activeCompany(t.http);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt('198.51.100.20', c.email, `Wrong@12${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    await attempt('198.51.100.20', c.email, c.password).expect(429);
    const owner = await attempt('198.51.100.21', c.email, c.password).expect(200);
    expect(owner.body.data.token).toEqual(expect.any(String));
  });

  it('an account attacked from many addresses asks for a captcha, never refuses the right password with it', async () => {
    const c = await activeCompany(t.http);
    for (let i = 0; i < 12; i++) await attempt(`198.51.100.${100 + i}`, c.email, 'Wrong@999');
    const asked = await attempt('198.51.100.200', c.email, c.password).expect(429);
    expect(asked.body).toEqual({
      status: 'TOO_MANY_REQUESTS', message: 'Too many failed login attempts. Please enter the captcha to continue.', data: { captchaRequired: true },
    });
    const wrongCaptcha = await attempt('198.51.100.200', c.email, c.password, { ...(await captcha(t.http)), captcha: 'nope' }).expect(429);
    expect(wrongCaptcha.body).toMatchObject({ message: 'Please enter valid captcha', data: { captchaRequired: true } });
    const ok = await attempt('198.51.100.200', c.email, c.password, await captcha(t.http)).expect(200);
    expect(ok.body.data.token).toEqual(expect.any(String));
  });

  it('an address that fails across many accounts is slowed, then asked for a captcha, not refused', async () => {
    const c = await activeCompany(t.http);
    const from = '203.0.113.77';
    let last = await attempt(from, 'spray0@example.in', 'Guess@123');
    for (let i = 1; i < 25 && last.status !== 429; i++) last = await attempt(from, `spray${i}@example.in`, 'Guess@123');
    expect(last.status).toBe(429);
    expect(last.body.data).toEqual({ captchaRequired: true });
    await attempt(from, c.email, c.password).expect(429);
    await attempt(from, c.email, c.password, await captcha(t.http)).expect(200);
    // Other addresses are not affected.
    await attempt('203.0.113.78', c.email, c.password).expect(200);
  }, 60_000);
});
