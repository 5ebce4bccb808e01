import { sql } from '../../tenancy/sql.js';
import { JobHandler, PlatformSchedules, type JobContext, type JobHandlerFor, type JobPayload } from '../../queue/index.js';
import { IDEMPOTENCY_TTL_HOURS } from './idempotency-key.interceptor.js';

export const IDEMPOTENCY_PURGE_JOB = 'platform.idempotency-purge';

/** Hourly, in the platform context: idempotency keys older than their lifetime guard nothing any more. */
@JobHandler(IDEMPOTENCY_PURGE_JOB)
export class IdempotencyPurgeJob implements JobHandlerFor<JobPayload> {
  async handle(_payload: JobPayload, ctx: JobContext): Promise<void> {
    await sql(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [IDEMPOTENCY_TTL_HOURS], ctx.manager);
  }
}

export const IdempotencyPurgeSchedule = PlatformSchedules({ job: IDEMPOTENCY_PURGE_JOB, schedulerId: 'idempotency-purge-hourly', spec: { pattern: '41 * * * *' } });
