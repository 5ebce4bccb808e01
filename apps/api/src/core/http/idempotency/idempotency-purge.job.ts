import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { sql } from '../../tenancy/sql.js';
import { JobHandler, JobQueue, type JobContext, type JobHandlerFor, type JobPayload } from '../../queue/index.js';
import { IDEMPOTENCY_TTL_HOURS } from './idempotency-key.interceptor.js';

export const IDEMPOTENCY_PURGE_JOB = 'platform.idempotency-purge';

/** Hourly, in the platform context: idempotency keys older than their lifetime guard nothing any more. */
@JobHandler(IDEMPOTENCY_PURGE_JOB)
export class IdempotencyPurgeJob implements JobHandlerFor<JobPayload> {
  async handle(_payload: JobPayload, ctx: JobContext): Promise<void> {
    await sql(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [IDEMPOTENCY_TTL_HOURS], ctx.manager);
  }
}

/** Upserting the schedule on every start is safe: the scheduler id keeps it single. */
@Injectable()
export class IdempotencyPurgeSchedule implements OnApplicationBootstrap {
  constructor(private readonly queue: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule(IDEMPOTENCY_PURGE_JOB, 'idempotency-purge-hourly', { pattern: '41 * * * *' }, { companyId: null });
  }
}
