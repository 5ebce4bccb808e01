import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobExecutor } from './job-executor.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { QueueBackend, type BullWorker, type JobEnvelope, type JobOutcome } from './queue-backend.js';

/**
 * The consumer side. Nothing is processed until startWorkers() is called: main.ts calls it when
 * RUN_JOBS_IN_PROCESS is on (the default), worker.ts always. Stopping waits for active jobs.
 */
@Injectable()
export class JobWorkers implements OnModuleDestroy {
  private readonly logger = new Logger('JobWorkers');
  private worker: BullWorker | undefined;
  private starting: Promise<void> | undefined;

  constructor(
    private readonly backend: QueueBackend,
    private readonly registry: JobHandlerRegistry,
    private readonly executor: JobExecutor,
  ) {}

  get running(): boolean {
    return this.worker !== undefined;
  }

  /**
   * Starts the worker of the job queue; resolves once it is connected and taking jobs. Throws (and
   * starts nothing) when two providers handle one job name. Calling it again is a no-op.
   */
  startWorkers(): Promise<void> {
    this.starting ??= this.start().catch((e) => {
      this.starting = undefined;
      throw e;
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    const names = [...this.registry.ensureDiscovered().keys()];
    const worker = this.backend.createWorker((job) => this.executor.execute(job));
    worker.on('failed', (job, err) => this.logFailure(job, err));
    worker.on('error', (err) => this.logger.error(`worker error: ${err.message}`, err.stack));
    worker.on('stalled', (jobId) => this.logger.warn(`job ${jobId} stalled (its worker stopped answering); it will run again`));
    try {
      await worker.waitUntilReady();
    } catch (e) {
      await this.backend.closeWorker(worker).catch(() => undefined);
      throw e;
    }
    this.worker = worker;
    // run() resolves only when the worker is closed.
    worker.run().catch((err: Error) => this.logger.error(`worker stopped: ${err.message}`, err.stack));
    this.logger.log(`processing jobs with ${this.backend.describe()}: ${names.join(', ') || 'no handlers'}`);
  }

  /**
   * One line per failure: name, id, attempt, company, error. The payload is never logged (it may
   * carry personal data); the id leads to it in BullMQ if needed.
   */
  private logFailure(job: Job<JobEnvelope, JobOutcome> | undefined, err: Error): void {
    if (!job) {
      this.logger.error(`job failed outside processing: ${err.message}`, err.stack);
      return;
    }
    const attempts = job.opts.attempts ?? 1;
    const final = job.attemptsMade >= attempts || err.name === 'UnrecoverableError';
    const companyId = job.data?.payload?.companyId;
    const line =
      `job ${job.name} id=${job.id} attempt=${job.attemptsMade}/${attempts} ` +
      `company=${companyId === null ? 'platform' : (companyId ?? '?')} ` +
      `${final ? 'failed for good' : 'failed, will retry'}: ${err.name}: ${err.message}`;
    if (final) this.logger.error(line, err.stack);
    else this.logger.warn(line);
  }

  /** Stops taking jobs and waits for the active ones to finish. */
  async stopWorkers(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.starting = undefined;
    if (worker) await this.backend.closeWorker(worker);
  }

  // Before TypeORM closes the DataSource (onApplicationShutdown): active jobs can still commit.
  async onModuleDestroy(): Promise<void> {
    await this.stopWorkers();
  }
}
