import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobHandlerRegistry, UnknownJobError } from './job-handler-registry.js';
import type { JobPayload } from './job-handler.js';
import { assertIdempotencyKey, deriveJobId } from './job-ids.js';
import { isValidCompanyId } from './job-executor.js';
import { QueueBackend, type BullQueue, type JobEnvelope, type QueueBackendKind } from './queue-backend.js';
import { QUEUE_OPTIONS, type QueueOptions } from './queue-options.js';
import { currentTransactionId } from './queuing-transaction.js';
import { tenantStorage } from '../tenancy/tenant-context.js';

export interface EnqueueOptions {
  /** Decides "already done": the same (name, key) runs its effect once, however often it is enqueued. */
  idempotencyKey: string;
  delayMs?: number;
  /** Defaults: 5 attempts, exponential backoff from 1000 ms. */
  attempts?: number;
  backoffMs?: number;
  /**
   * 1 (first) to 2,097,152 (last) among prioritized jobs; jobs without a priority come before every
   * prioritized one. Follow-up work (e.g. rendering documents) uses it to let the main work finish first.
   */
  priority?: number;
}

export interface ScheduleSpec {
  /** Cron pattern, e.g. '0 2 1 * *' (02:00 on the 1st). Exactly one of pattern / everyMs. */
  pattern?: string;
  everyMs?: number;
  /** Time zone of the cron pattern, e.g. 'Asia/Kolkata'. */
  tz?: string;
}

export interface QueueHealth {
  backend: QueueBackendKind;
  ok: boolean;
  detail?: string;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';

/** What an operator (or a test) may know about a job; the payload is left out on purpose. */
export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  attemptsMade: number;
  /** 'done', or 'skipped' when job_executions already had the key. */
  outcome?: string;
  failedReason?: string;
}

export class InvalidJobError extends Error {
  override name = 'InvalidJobError';
}

function assertPayload(name: string, payload: JobPayload): void {
  if (!payload || typeof payload !== 'object' || !('companyId' in payload) || !isValidCompanyId(payload.companyId)) {
    throw new InvalidJobError(`job ${name}: payload.companyId must be a positive integer, or null for platform jobs`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The producer side of the job system: the one way any module queues work. */
@Injectable()
export class JobQueue {
  private readonly logger = new Logger('JobQueue');
  private queue: BullQueue | undefined;

  constructor(
    private readonly backend: QueueBackend,
    private readonly registry: JobHandlerRegistry,
    @Inject(QUEUE_OPTIONS) private readonly options: QueueOptions,
  ) {}

  get backendKind(): QueueBackendKind {
    return this.backend.kind;
  }

  /** Created on first use: building the module graph (e.g. for the OpenAPI document) connects to nothing. */
  private bull(): BullQueue {
    if (!this.queue) {
      this.queue = this.backend.createQueue();
      this.queue.on('error', (err: Error) => this.logger.warn(`queue error: ${err.message}`));
    }
    return this.queue;
  }

  /**
   * Queues a job for its handler. Throws UnknownJobError when no handler has the name. Returns the
   * BullMQ job id, which depends only on (name, idempotencyKey): enqueueing the same pair while the
   * first is still kept by BullMQ adds nothing; after that, job_executions skips it.
   */
  async enqueue<P extends JobPayload>(name: string, payload: P, opts: EnqueueOptions): Promise<string> {
    return this.add(name, { payload, idempotencyKey: opts?.idempotencyKey }, opts);
  }

  /**
   * The way to queue a job as a consequence of a change: its handler runs only if the current transaction
   * commits, and only after it has. The job is added at once, carrying the transaction's id (so a process
   * dying right after COMMIT loses nothing, and a failed add fails the change); the executor skips it for
   * good if that transaction rolled back and retries it while the transaction is still open. Outside any
   * unit of work it is plain enqueue. The same (name, key) queued by two transactions are two queue
   * entries, one of which runs (job_executions); a rolled-back one never takes the key.
   */
  async afterCommit<P extends JobPayload>(name: string, payload: P, opts: EnqueueOptions): Promise<string> {
    if (!tenantStorage.current()) return this.enqueue(name, payload, opts);
    return this.add(name, { payload, idempotencyKey: opts?.idempotencyKey, xid: await currentTransactionId() }, opts);
  }

  private async add<P extends JobPayload>(name: string, envelope: JobEnvelope<P>, opts: EnqueueOptions): Promise<string> {
    if (!this.registry.has(name)) throw new UnknownJobError(name);
    assertPayload(name, envelope.payload);
    assertIdempotencyKey(opts?.idempotencyKey);
    const jobId = deriveJobId(name, opts.idempotencyKey, envelope.xid);
    await this.bull().add(name, envelope, {
      jobId,
      ...(opts.delayMs ? { delay: Math.max(0, Math.trunc(opts.delayMs)) } : {}),
      ...(opts.priority ? { priority: Math.min(2_097_152, Math.max(1, Math.trunc(opts.priority))) } : {}),
      attempts: opts.attempts ?? this.options.defaultAttempts,
      backoff: { type: 'exponential', delay: opts.backoffMs ?? this.options.defaultBackoffMs },
    });
    return jobId;
  }

  /**
   * Queues many jobs of one name at once (BullMQ addBulk, in chunks): what a fan-out such as a monthly
   * billing run over thousands of companies uses instead of one round trip per job. Same rules as enqueue.
   */
  async enqueueMany<P extends JobPayload>(name: string, jobs: { payload: P; idempotencyKey: string }[], opts: Omit<EnqueueOptions, 'idempotencyKey'> = {}): Promise<void> {
    if (!this.registry.has(name)) throw new UnknownJobError(name);
    for (const job of jobs) {
      assertPayload(name, job.payload);
      assertIdempotencyKey(job.idempotencyKey);
    }
    const CHUNK = 500;
    for (let i = 0; i < jobs.length; i += CHUNK) {
      await this.bull().addBulk(jobs.slice(i, i + CHUNK).map((job) => ({
        name,
        data: { payload: job.payload, idempotencyKey: job.idempotencyKey } satisfies JobEnvelope<P>,
        opts: {
          jobId: deriveJobId(name, job.idempotencyKey),
          ...(opts.priority ? { priority: Math.min(2_097_152, Math.max(1, Math.trunc(opts.priority))) } : {}),
          attempts: opts.attempts ?? this.options.defaultAttempts,
          backoff: { type: 'exponential', delay: opts.backoffMs ?? this.options.defaultBackoffMs },
        },
      })));
    }
  }

  /**
   * Creates or updates a repeatable job (BullMQ job scheduler). Every iteration is its own job with
   * its own idempotency key (its iteration id); the same schedulerId upserted again replaces the
   * schedule instead of adding a second one, so it is safe to call on every start.
   */
  async schedule<P extends JobPayload>(
    name: string,
    schedulerId: string,
    spec: ScheduleSpec,
    payload: P,
    opts: { attempts?: number; backoffMs?: number } = {},
  ): Promise<void> {
    if (!this.registry.has(name)) throw new UnknownJobError(name);
    assertPayload(name, payload);
    if (typeof schedulerId !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(schedulerId)) {
      throw new InvalidJobError(`invalid scheduler id "${schedulerId}"`);
    }
    const hasPattern = typeof spec.pattern === 'string' && spec.pattern.trim() !== '';
    const hasEvery = spec.everyMs !== undefined;
    if (hasPattern === hasEvery) throw new InvalidJobError(`schedule ${schedulerId}: give exactly one of pattern or everyMs`);
    if (hasEvery && (!Number.isInteger(spec.everyMs) || spec.everyMs! <= 0)) {
      throw new InvalidJobError(`schedule ${schedulerId}: everyMs must be a positive integer`);
    }
    const envelope: JobEnvelope<P> = { payload, idempotencyKey: null };
    await this.bull().upsertJobScheduler(
      schedulerId,
      hasPattern ? { pattern: spec.pattern, ...(spec.tz ? { tz: spec.tz } : {}) } : { every: spec.everyMs },
      {
        name,
        data: envelope,
        opts: {
          attempts: opts.attempts ?? this.options.defaultAttempts,
          backoff: { type: 'exponential', delay: opts.backoffMs ?? this.options.defaultBackoffMs },
        },
      },
    );
  }

  /** Removes a repeatable job; true when it existed. */
  unschedule(schedulerId: string): Promise<boolean> {
    return this.bull().removeJobScheduler(schedulerId);
  }

  /** The state of one job while BullMQ keeps it (see QueueOptions.keepCompleted / keepFailed). */
  async status(jobId: string): Promise<JobStatus | undefined> {
    // State first, then the job: the job read is then at least as new as the state (a job that
    // completes between two reads would otherwise look 'completed' without its return value).
    const state = (await this.bull().getJobState(jobId)) as string;
    const job = await this.bull().getJob(jobId);
    if (!job) return undefined;
    return {
      id: jobId,
      name: job.name,
      state: (['waiting', 'delayed', 'active', 'completed', 'failed'].includes(state) ? state : 'unknown') as JobState,
      attemptsMade: job.attemptsMade,
      ...(job.returnvalue ? { outcome: String(job.returnvalue) } : {}),
      ...(job.failedReason ? { failedReason: job.failedReason } : {}),
    };
  }

  /** For GET /api/health: does the queue's datastore answer? Never throws, never hangs. */
  async health(): Promise<QueueHealth> {
    const backend = this.backend.kind;
    try {
      await withTimeout(this.bull().getJobCounts('waiting'), this.options.healthTimeoutMs, `the ${backend} job queue`);
      return { backend, ok: true };
    } catch (e) {
      return { backend, ok: false, detail: (e as Error).message };
    }
  }

  /** Stops everything the job system opened: workers (letting active jobs finish), the queue, connections. */
  async close(): Promise<void> {
    await this.backend.close();
  }
}
