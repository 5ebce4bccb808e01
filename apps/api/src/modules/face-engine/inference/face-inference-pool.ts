import { HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import type { DescribedImage, DescribeTask } from './face-inference-types.js';

/** How long one image may take in a worker (model loading on a cold worker included). */
const TASK_TIMEOUT_MS = 30_000;

export class FaceQueueFullError extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: `The face service is busy. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.` }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The face models run in worker threads (piscina), so an image never blocks the event loop. Lazy: no
 * worker and no model is loaded until the first image (a process that never sees a face spends nothing);
 * a worker idle for FACE_IDLE_SECONDS exits and frees its memory (~300 MB each). At most FACE_WORKERS run
 * at once and FACE_QUEUE_MAX wait; one more is refused (429 + Retry-After) instead of queueing without
 * bound. A worker that crashes or hangs fails only its own image and is replaced.
 *
 * In the built server the worker is dist/.../face-worker.js; when the API runs from TypeScript sources
 * (tests, `pnpm dev`) the worker thread registers the same SWC loader the process uses.
 */
@Injectable()
export class FaceInferencePool implements OnApplicationShutdown {
  private readonly logger = new Logger('FaceInference');
  private pool: Piscina | null = null;
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Workers currently started (0 until the first image). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  async describe(task: DescribeTask): Promise<Extract<DescribedImage, { ok: true }>> {
    const pool = this.start();
    let result: DescribedImage;
    const signal = AbortSignal.timeout(TASK_TIMEOUT_MS);
    try {
      result = await pool.run(task, { signal });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/queue is at limit/i.test(message)) throw new FaceQueueFullError(this.retryAfterSeconds(pool));
      if (signal.aborted) {
        // Aborting a running task terminates its worker: a hung model costs one photo, not the pool.
        throw new HttpException({ message: 'The face service took too long with this image. Please try again.' }, HttpStatus.SERVICE_UNAVAILABLE);
      }
      this.logger.error(`Face worker failed: ${message}`);
      throw new ServiceUnavailableException('The face service stopped while reading this image. Please try again.');
    }
    if (!result.ok) throw new HttpException({ message: 'The image could not be read: send a JPEG or PNG photo' }, HttpStatus.BAD_REQUEST);
    return result;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close({ force: true }).catch(() => undefined);
  }

  private retryAfterSeconds(pool: Piscina): number {
    // About half a second an image on one core, spread over the workers.
    return Math.max(1, Math.ceil(((pool.queueSize + 1) * 0.5) / this.config.face.workers));
  }

  /**
   * A worker that dies before it reports ready makes piscina stop starting workers (it takes it for a broken
   * worker file), which would leave photos waiting for ever. If nothing runs while photos wait, the pool is
   * replaced: the waiting photos fail now (503) and the next one starts a fresh worker.
   */
  private replaceIfStuck(pool: Piscina): void {
    if (this.closed || this.pool !== pool || pool.threads.length > 0 || pool.queueSize === 0) return;
    this.logger.warn('Face workers stopped while photos were waiting; starting a new pool');
    this.pool = null;
    void pool.close({ force: true }).catch(() => undefined);
  }

  private start(): Piscina {
    if (this.closed) throw new ServiceUnavailableException('The face service is shutting down');
    if (this.pool) return this.pool;
    const fromSources = import.meta.url.endsWith('.ts');
    const filename = new URL(`./face-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href;
    this.pool = new Piscina({
      filename,
      minThreads: 0,
      maxThreads: this.config.face.workers,
      maxQueue: this.config.face.queueMax,
      idleTimeout: this.config.face.idleSeconds * 1000,
      // Tasks await sharp and WASM: no blocking Atomics wait between tasks.
      atomics: 'disabled',
      execArgv: fromSources ? ['--import', '@swc-node/register/esm-register'] : [],
    });
    const pool = this.pool;
    pool.on('error', (err: unknown) => this.logger.error(`Face worker pool error: ${err instanceof Error ? err.message : String(err)}`));
    pool.on('workerDestroy', () => setImmediate(() => this.replaceIfStuck(pool)));
    return pool;
  }
}
