/** Tunables of the job system; QueueModule.forRoot(overrides) changes them (tests use their own prefix). */
export interface QueueOptions {
  /** The one BullMQ queue every job goes through; the job name selects the handler. */
  queueName: string;
  /** Redis key prefix (ignored by the PostgreSQL backend, whose namespace is the `bullmq` schema). */
  prefix: string;
  /** Jobs one worker process runs at the same time. */
  concurrency: number;
  defaultAttempts: number;
  /** First retry delay; doubles on every further attempt (BullMQ's exponential backoff). */
  defaultBackoffMs: number;
  /** Finished jobs kept in BullMQ for inspection; job_executions is the durable record. */
  keepCompleted: { age: number; count: number };
  keepFailed: { age: number; count: number };
  /** health() gives up after this long (a Redis that is down would otherwise hang the call). */
  healthTimeoutMs: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  queueName: 'bizdesk',
  prefix: 'bizdesk',
  concurrency: 5,
  defaultAttempts: 5,
  defaultBackoffMs: 1000,
  keepCompleted: { age: 24 * 3600, count: 1000 },
  keepFailed: { age: 14 * 24 * 3600, count: 5000 },
  healthTimeoutMs: 3000,
};

export const QUEUE_OPTIONS = Symbol('QUEUE_OPTIONS');
