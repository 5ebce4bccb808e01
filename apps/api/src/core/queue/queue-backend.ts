import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  createPostgresBackend,
  createRedisBackend,
  Queue,
  setDefaultBackendFactory,
  Worker,
  type IQueueBackend,
  type PostgresPoolConfig,
  type Processor,
} from 'bullmq';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { DatabaseEndpoints } from '../database/database-bootstrap.js';
import { DATABASE_ENDPOINTS } from '../database/database.module.js';
import { redactUrl } from '../database/database-urls.js';
import type { JobPayload } from './job-handler.js';
import { QUEUE_OPTIONS, type QueueOptions } from './queue-options.js';

export type QueueBackendKind = 'redis' | 'postgres';

/** What BullMQ stores as job data. idempotencyKey is null for jobs a scheduler produces. */
export interface JobEnvelope<P extends JobPayload = JobPayload> {
  payload: P;
  idempotencyKey: string | null;
  /** Set by JobQueue.afterCommit: the queuing transaction, which must have committed before the handler runs. */
  xid?: string;
}

export type JobOutcome = 'done' | 'skipped';

// Redis- and PostgreSQL-backed instances differ only in their backend type parameters.
export type BullQueue = Queue<JobEnvelope, JobOutcome, string, JobEnvelope, JobOutcome, string, IQueueBackend, unknown>;
export type BullWorker = Worker<JobEnvelope, JobOutcome, string, IQueueBackend, number | object, unknown>;
export type BullProcessor = Processor<JobEnvelope, JobOutcome, string>;

/**
 * Chooses BullMQ's datastore once: Redis when REDIS_URL is set (production), otherwise BullMQ's own
 * PostgreSQL backend on the owner connection (it creates its tables in the `bullmq` schema with
 * migrate: true). Everything above this class is backend-agnostic.
 */
@Injectable()
export class QueueBackend implements BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueBackend');
  readonly kind: QueueBackendKind;
  private readonly redisUrl: string | undefined;
  private readonly postgresConnection: PostgresPoolConfig | undefined;
  private redis: Redis | undefined;
  private readonly queues = new Set<BullQueue>();
  private readonly workers = new Set<BullWorker>();
  private closing: Promise<void> | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE_ENDPOINTS) endpoints: DatabaseEndpoints,
    @Inject(QUEUE_OPTIONS) private readonly options: QueueOptions,
  ) {
    if (config.redisUrl) {
      this.kind = 'redis';
      this.redisUrl = config.redisUrl;
    } else {
      this.kind = 'postgres';
      // The architecture's embedded default: any BullMQ class created in this process without an
      // explicit factory uses PostgreSQL too. Ours always pass their factory explicitly.
      setDefaultBackendFactory(createPostgresBackend);
      this.postgresConnection = {
        connectionString: endpoints.ownerUrl,
        migrate: true,
        max: 4,
        application_name: 'bizdesk-queue',
      };
    }
  }

  /** Where jobs live, for logs (credentials removed). */
  describe(): string {
    return this.kind === 'redis'
      ? `BullMQ on Redis ${redactUrl(this.redisUrl!)} (prefix ${this.options.prefix})`
      : 'BullMQ on PostgreSQL (schema bullmq)';
  }

  createQueue(): BullQueue {
    this.assertOpen();
    const opts = {
      defaultJobOptions: {
        attempts: this.options.defaultAttempts,
        backoff: { type: 'exponential', delay: this.options.defaultBackoffMs },
        removeOnComplete: this.options.keepCompleted,
        removeOnFail: this.options.keepFailed,
      },
    };
    const queue =
      this.kind === 'redis'
        ? new Queue(this.options.queueName, { ...opts, connection: this.sharedRedis(), prefix: this.options.prefix }, createRedisBackend)
        : new Queue(this.options.queueName, { ...opts, connection: this.postgresConnection! }, createPostgresBackend);
    this.queues.add(queue as unknown as BullQueue);
    return queue as unknown as BullQueue;
  }

  /** autorun is off: the caller attaches its listeners first, then calls run(). */
  createWorker(processor: BullProcessor): BullWorker {
    this.assertOpen();
    const opts = { concurrency: this.options.concurrency, autorun: false };
    const worker =
      this.kind === 'redis'
        ? new Worker(this.options.queueName, processor, { ...opts, connection: this.sharedRedis(), prefix: this.options.prefix }, createRedisBackend)
        : new Worker(this.options.queueName, processor, { ...opts, connection: this.postgresConnection! }, createPostgresBackend);
    this.workers.add(worker as unknown as BullWorker);
    return worker as unknown as BullWorker;
  }

  /** Closes one worker, letting its active jobs finish. */
  async closeWorker(worker: BullWorker): Promise<void> {
    this.workers.delete(worker);
    await worker.close();
  }

  /**
   * One ioredis client shared by the queue and the workers' regular commands (BullMQ duplicates it
   * for each worker's blocking connection). maxRetriesPerRequest: null is what BullMQ requires.
   */
  private sharedRedis(): Redis {
    if (!this.redis) {
      this.redis = new Redis(this.redisUrl!, { maxRetriesPerRequest: null, connectionName: 'bizdesk-queue' });
      let lastError = '';
      this.redis.on('error', (err: Error) => {
        // ioredis reconnects by itself; say so once per distinct error instead of on every retry.
        if (err.message !== lastError) this.logger.warn(`redis connection: ${err.message}`);
        lastError = err.message;
      });
      this.redis.on('ready', () => (lastError = ''));
    }
    return this.redis;
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('the job queue backend is closed');
  }

  /**
   * Closes everything built here in dependency order: workers first (active jobs finish; their
   * transactions still have the DataSource), then queues, then the shared Redis client.
   */
  close(): Promise<void> {
    this.closing ??= this.closeAll();
    return this.closing;
  }

  private async closeAll(): Promise<void> {
    const results = await Promise.allSettled([...this.workers].map((w) => w.close()));
    results.push(...(await Promise.allSettled([...this.queues].map((q) => q.close()))));
    this.workers.clear();
    this.queues.clear();
    const redis = this.redis;
    this.redis = undefined;
    if (redis) await redis.quit().catch(() => redis.disconnect());
    for (const r of results) if (r.status === 'rejected') this.logger.warn(`closing the job queue: ${(r.reason as Error)?.message ?? r.reason}`);
  }

  // Runs after every onModuleDestroy (JobWorkers stops its workers there) and before TypeORM
  // closes the DataSource in onApplicationShutdown.
  async beforeApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
