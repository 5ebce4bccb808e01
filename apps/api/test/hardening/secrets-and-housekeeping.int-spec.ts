import { Logger } from '@nestjs/common';
import pg from 'pg';
import { JobWorkers } from '../../src/core/queue/job-workers.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { HousekeepingJob } from '../../src/core/housekeeping/housekeeping.js';
import { activeCompany, captcha } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 17 item 8: no reset link in logs or in clear in the database; old secrets are purged. */
describe('secrets in mails, logs and old rows', () => {
  let t: TestApp;
  let owner: pg.Client;

  beforeAll(async () => {
    t = await startTestApp();
    owner = new pg.Client({ connectionString: t.db.ownerUrl });
    await owner.connect();
  });
  afterAll(async () => {
    await owner.end();
    await t.close();
  });

  it('without SMTP a reset mail is kept in the outbox and the log never shows its link or token', async () => {
    const logged: string[] = [];
    // Everything the process logs, through Nest's Logger or straight to stdout, is captured.
    const levels = ['log', 'warn', 'error', 'debug', 'verbose'] as const;
    const originals = levels.map((level) => Logger.prototype[level]);
    for (const level of levels) {
      Logger.prototype[level] = function (...args: unknown[]) { logged.push(args.map(String).join(' ')); };
    }
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string | Uint8Array) => { logged.push(String(chunk)); return true; }) as typeof process.stdout.write;
    try {
      const c = await activeCompany(t.http);
      await t.app.get(JobWorkers).startWorkers();
      await t.http.post('/api/auth/forgot-password').query({ email: c.email }).send(await captcha(t.http)).expect(200);
      const deadline = Date.now() + 20_000;
      let row: { text_body: string; sent_at: Date | null } | undefined;
      while (Date.now() < deadline) {
        row = (await owner.query(`SELECT text_body, sent_at FROM outbox_emails WHERE to_address = $1`, [c.email])).rows[0];
        if (row?.sent_at) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(row?.sent_at).not.toBeNull();
      const token = /forgot-password-reset\/([\w-]+)/.exec(row!.text_body)![1];
      expect(logged.join('\n')).toContain(c.email);
      expect(logged.join('\n')).not.toContain(token);
      expect(logged.join('\n')).not.toContain('forgot-password-reset');
      // The token table holds its SHA-256 only.
      const { rows } = await owner.query(`SELECT token_hash FROM password_reset_tokens`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.token_hash)).not.toContain(token);
    } finally {
      levels.forEach((level, i) => { Logger.prototype[level] = originals[i]; });
      process.stdout.write = write;
    }
  });

  it('housekeeping purges delivered mails after a week, ended sessions, expired captchas, throttle rows and idle rate buckets', async () => {
    const c = await activeCompany(t.http);
    await owner.query(`INSERT INTO outbox_emails (to_address, subject, text_body, sent_at) VALUES
      ('old@example.in', 'old', 'link', now() - interval '8 days'), ('new@example.in', 'new', 'link', now() - interval '1 day'),
      ('unsent@example.in', 'unsent', 'link', NULL)`);
    const [session] = (await owner.query(`SELECT id, user_id FROM user_sessions WHERE company_id = $1 LIMIT 1`, [c.companyId])).rows;
    await owner.query(`INSERT INTO user_sessions (id, company_id, user_id, expires_at) VALUES
      (gen_random_uuid(), $1, $2, now() - interval '2 days')`, [c.companyId, session.user_id]);
    await owner.query(`INSERT INTO user_sessions (id, company_id, user_id, expires_at, revoked_at) VALUES
      (gen_random_uuid(), $1, $2, now() + interval '1 day', now() - interval '2 days')`, [c.companyId, session.user_id]);
    await owner.query(`INSERT INTO captchas (id, answer_hash, expires_at) VALUES (gen_random_uuid(), repeat('a', 64), now() - interval '1 hour')`);
    await owner.query(`INSERT INTO login_throttle (key, failures, window_started_at) VALUES ('ip:192.0.2.1', 3, now() - interval '2 days')`);
    await owner.query(`INSERT INTO rate_limit_buckets (bucket_key, tokens, refreshed_at) VALUES
      ('route:idle:192.0.2.1', 3, now() - interval '2 hours'), ('route:busy:192.0.2.1', 3, now())`);

    // Each table is purged by the module that owns it (issue 8): auth, captcha, mail, the queue, the rate limits,
    // billing's gateway events, the PhonePe simulator's orders and attendance's failed device logins.
    expect([...t.app.get(HousekeepingJob).names()].sort()).toEqual([
      'AttendanceHousekeeper', 'AuthHousekeeper', 'BillingHousekeeper', 'CaptchaHousekeeper', 'MailHousekeeper', 'QueueHousekeeper', 'RateLimitHousekeeper', 'SimulatorHousekeeper',
    ]);
    await t.app.get(TenantRunner).runAsPlatform((manager) =>
      t.app.get(HousekeepingJob).handle({ companyId: null }, { manager, jobId: 'test', attempt: 1 } as never));

    const mails = (await owner.query(`SELECT to_address FROM outbox_emails WHERE to_address LIKE '%@example.in' AND subject IN ('old','new','unsent') ORDER BY 1`)).rows;
    expect(mails.map((m) => m.to_address)).toEqual(['new@example.in', 'unsent@example.in']);
    const sessions = (await owner.query(`SELECT id FROM user_sessions WHERE company_id = $1`, [c.companyId])).rows;
    expect(sessions.map((s) => s.id)).toEqual([session.id]);
    expect((await owner.query(`SELECT count(*)::int AS n FROM captchas WHERE expires_at < now() - interval '10 minutes'`)).rows[0].n).toBe(0);
    expect((await owner.query(`SELECT count(*)::int AS n FROM login_throttle WHERE key = 'ip:192.0.2.1'`)).rows[0].n).toBe(0);
    expect((await owner.query(`SELECT bucket_key FROM rate_limit_buckets WHERE bucket_key LIKE 'route:%:192.0.2.1'`)).rows).toEqual([{ bucket_key: 'route:busy:192.0.2.1' }]);
    // The live session still works.
    await t.http.get('/api/erp/company/profile').set(c.headers).expect(200);
  });
});
