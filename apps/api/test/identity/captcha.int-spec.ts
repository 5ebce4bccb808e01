import { CaptchaRepository } from '../../src/modules/captcha/repositories/captcha.repository.js';
import { answerHash } from '../../src/modules/captcha/services/captcha.service.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { startTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../support/test-app.js';

describe('captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => t.close());

  async function plant(id: string, text: string, expiresInMs: number) {
    await t.app.get(TenantRunner).runAsPlatform(() =>
      t.app.get(CaptchaRepository).insert(id, answerHash(id, text), new Date(Date.now() + expiresInMs)));
  }

  it('issues a PNG image with an identifier', async () => {
    const res = await t.http.get('/api/auth/captcha?randomColor=true').expect(200);
    expect(res.body.status).toBe('OK');
    expect(res.body.data.identifier).toMatch(/^[0-9a-f-]{36}$/);
    const png = Buffer.from(res.body.data.imageBase64, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(500);
  });

  it('accepts the right text once, case-insensitively, and never again', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    await plant(id, 'aB3xY', 60_000);
    const ok = await t.http.post('/api/auth/captcha/verify').send({ identifier: id, text: ' ab3xy ' }).expect(200);
    expect(ok.body.data).toBe(true);
    const again = await t.http.post('/api/auth/captcha/verify').send({ identifier: id, text: 'aB3xY' }).expect(200);
    expect(again.body).toMatchObject({ data: false, message: 'Please enter valid captcha' });
  });

  it('a wrong answer uses the captcha up', async () => {
    const id = '21111111-2222-4333-8444-555555555555';
    await plant(id, 'right', 60_000);
    expect((await t.http.post('/api/auth/captcha/verify').send({ identifier: id, text: 'wrong' })).body.data).toBe(false);
    expect((await t.http.post('/api/auth/captcha/verify').send({ identifier: id, text: 'right' })).body.data).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    const id = '31111111-2222-4333-8444-555555555555';
    await plant(id, 'late1', -1000);
    expect((await t.http.post('/api/auth/captcha/verify').send({ identifier: id, text: 'late1' })).body.data).toBe(false);
  });

  it('the test answer works once per captcha too', async () => {
    const { body } = await t.http.get('/api/auth/captcha').expect(200);
    const first = await t.http.post('/api/auth/captcha/verify').send({ identifier: body.data.identifier, text: TEST_CAPTCHA_ANSWER });
    expect(first.body.data).toBe(true);
    const second = await t.http.post('/api/auth/captcha/verify').send({ identifier: body.data.identifier, text: TEST_CAPTCHA_ANSWER });
    expect(second.body.data).toBe(false);
  });

  it('rate-limits captcha images per address (429)', async () => {
    let last = 200;
    for (let i = 0; i < 40 && last === 200; i++) last = (await t.http.get('/api/auth/captcha')).status;
    expect(last).toBe(429);
    const res = await t.http.get('/api/auth/captcha').expect(429);
    expect(res.body.status).toBe('TOO_MANY_REQUESTS');
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('identity housekeeping job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('removes expired captchas but keeps live ones', async () => {
    const { JobQueue } = await import('../../src/core/queue/index.js');
    const { JobWorkers } = await import('../../src/core/queue/index.js');
    const runner = t.app.get(TenantRunner);
    const repo = t.app.get(CaptchaRepository);
    await runner.runAsPlatform(async () => {
      await repo.insert('41111111-2222-4333-8444-555555555555', answerHash('41111111-2222-4333-8444-555555555555', 'old'), new Date(Date.now() - 3600_000));
      await repo.insert('51111111-2222-4333-8444-555555555555', answerHash('51111111-2222-4333-8444-555555555555', 'new'), new Date(Date.now() + 60_000));
    });
    await t.app.get(JobWorkers).startWorkers();
    await t.app.get(JobQueue).enqueue('identity.housekeeping', { companyId: null }, { idempotencyKey: `test-${Date.now()}` });
    const count = async () => runner.runAsPlatform((m) => m.query(`SELECT id FROM captchas WHERE id IN ($1, $2)`,
      ['41111111-2222-4333-8444-555555555555', '51111111-2222-4333-8444-555555555555']));
    const deadline = Date.now() + 15_000;
    while ((await count()).length !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await count()).map((r: { id: string }) => r.id)).toEqual(['51111111-2222-4333-8444-555555555555']);
  });
});
