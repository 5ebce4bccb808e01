import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Every job payload says whose work it is; null is the explicit platform context (billing runs ...). */
export interface JobPayload {
  companyId: number | null;
}

export interface JobContext {
  /** The BullMQ job id (derived from name + idempotency key, or the scheduler's iteration id). */
  jobId: string;
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number;
  /**
   * The transaction the job runs in, already scoped to payload.companyId (or the platform).
   * The idempotency row is written in it too: the handler's writes and "done" commit together.
   */
  manager: EntityManager;
}

/** A provider marked with @JobHandler('name') processes every job of that name. */
export interface JobHandlerFor<P extends JobPayload = JobPayload> {
  handle(payload: P, ctx: JobContext): Promise<void>;
}

export const JOB_HANDLER_METADATA = 'bizdesk:job-handler';

/** Job names are stored in job_executions.job_name (varchar 100) and used as BullMQ job names. */
export const JOB_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function assertJobName(name: string): void {
  if (typeof name !== 'string' || !JOB_NAME_PATTERN.test(name)) {
    throw new Error(`invalid job name "${name}": use letters, digits, '.', '_' or '-' (at most 100 characters)`);
  }
}

/**
 * Marks a provider as the one handler of a job name. Implies @Injectable(); the provider must be
 * a singleton (default scope) listed in some module's providers.
 */
export function JobHandler(name: string): ClassDecorator {
  assertJobName(name);
  return applyDecorators(Injectable(), SetMetadata(JOB_HANDLER_METADATA, name));
}
