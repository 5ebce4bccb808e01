import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { sql } from '../../../core/database/sql.js';
import { JobHandler, JobQueue, type JobContext, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
import { CAPTCHA_TTL_MS } from '../services/captcha.service.js';

export const IDENTITY_HOUSEKEEPING_JOB = 'identity.housekeeping';

/**
 * Hourly: drops expired captchas, finished login-throttle windows, idle rate-limit buckets, spent reset links, ended sessions,
 * delivered mails a week after delivery (they hold reset links) and the bookkeeping rows of old
 * scheduled-job runs, so these tables stay small and keep no old secrets.
 */
@JobHandler(IDENTITY_HOUSEKEEPING_JOB)
export class IdentityHousekeepingJob implements JobHandlerFor<JobPayload> {
  async handle(_payload: JobPayload, ctx: JobContext): Promise<void> {
    await sql(`DELETE FROM captchas WHERE expires_at < now() - make_interval(secs => $1)`, [CAPTCHA_TTL_MS / 1000], ctx.manager);
    await sql(
      `DELETE FROM login_throttle WHERE (locked_until IS NULL OR locked_until < now()) AND window_started_at < now() - interval '1 day'`,
      [],
      ctx.manager,
    );
    await sql(`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '7 days'`, [], ctx.manager);
    // Expired or revoked a day ago: no token can use them any more (the audit keeps the login history elsewhere).
    await sql(
      `DELETE FROM user_sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
      [],
      ctx.manager,
    );
    // A bucket idle for an hour is full again under every rule we have; its row only takes space.
    await sql(`DELETE FROM rate_limit_buckets WHERE refreshed_at < now() - interval '1 hour'`, [], ctx.manager);
    await sql(`DELETE FROM outbox_emails WHERE sent_at < now() - interval '7 days'`, [], ctx.manager);
    // A scheduled run's key is unique per iteration and never enqueued again: after a week it guards nothing.
    await sql(`DELETE FROM job_executions WHERE idempotency_key LIKE 'scheduled:%' AND completed_at < now() - interval '7 days'`, [], ctx.manager);
  }
}

/** Upserting the schedule on every start is safe: the scheduler id keeps it single. */
@Injectable()
export class IdentityHousekeepingSchedule implements OnApplicationBootstrap {
  constructor(private readonly queue: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule(IDENTITY_HOUSEKEEPING_JOB, 'identity-housekeeping-hourly', { pattern: '17 * * * *' }, { companyId: null });
  }
}
