import { Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { TenantRunner } from '../tenancy/tenant-runner.js';
import { JobHandlerRegistry, UnknownJobError } from './job-handler-registry.js';
import type { JobPayload } from './job-handler.js';
import { scheduledIdempotencyKey } from './job-ids.js';
import type { JobEnvelope, JobOutcome } from './queue-backend.js';
import { QueuingTransactionOpen, transactionOutcome } from './queuing-transaction.js';

/** The part of a BullMQ job the executor reads (a plain object in unit specs). */
export interface ExecutableJob {
  id?: string;
  name: string;
  data: JobEnvelope;
  /** Failed attempts so far (BullMQ's attemptsMade): 0 on the first run. */
  attemptsMade: number;
}

export function isValidCompanyId(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);
}

/**
 * Runs one job exactly once in effect: in the job's tenant transaction, the (name, key) row goes
 * into job_executions first; if it was already there the job is done and is skipped, otherwise the
 * handler runs on the same transaction, so its writes and the "done" mark commit or roll back
 * together. A throw rolls everything back and BullMQ retries with backoff. A job queued with
 * JobQueue.afterCommit runs only once its queuing transaction has committed: rolled back, it is skipped
 * for good; still open, it is retried.
 */
@Injectable()
export class JobExecutor {
  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly tenants: TenantRunner,
  ) {}

  async execute(job: ExecutableJob): Promise<JobOutcome> {
    let handler;
    try {
      handler = this.registry.get(job.name);
    } catch (e) {
      // Retrying cannot make a handler appear; fail for good (and loudly, in the worker's log).
      if (e instanceof UnknownJobError) throw new UnrecoverableError(e.message);
      throw e;
    }
    const payload = job.data?.payload as JobPayload | undefined;
    if (!payload || typeof payload !== 'object' || !isValidCompanyId(payload.companyId)) {
      throw new UnrecoverableError(`job ${job.name} has no valid payload.companyId (number or null)`);
    }
    if (!job.id) throw new UnrecoverableError(`job ${job.name} has no id`);
    const jobId = job.id;
    const key = job.data.idempotencyKey ?? scheduledIdempotencyKey(jobId);
    const companyId = payload.companyId;

    const xid = job.data.xid;
    const run = async (manager: EntityManager): Promise<JobOutcome> => {
      if (xid) {
        const outcome = await transactionOutcome(xid, manager);
        if (outcome === 'aborted') return 'skipped';
        if (outcome === 'in progress') throw new QueuingTransactionOpen(`job ${job.name}: the transaction that queued it has not committed yet`);
      }
      const inserted: unknown[] = await manager.query(
        `INSERT INTO job_executions (job_name, idempotency_key, company_id) VALUES ($1, $2, $3)
         ON CONFLICT (job_name, idempotency_key) DO NOTHING RETURNING id`,
        [job.name, key, companyId],
      );
      if (inserted.length === 0) return 'skipped';
      await handler.handle(payload, { jobId, attempt: job.attemptsMade + 1, manager });
      return 'done';
    };
    return companyId === null ? this.tenants.runAsPlatform(run) : this.tenants.runAsCompany(companyId, run);
  }
}
