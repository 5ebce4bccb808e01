import { Injectable, Logger, ServiceUnavailableException, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { CodeRenderResult, CodeRenderTask } from './code-render-types.js';

/**
 * A worker that takes longer than this on one image is stuck: the call fails (503) and the worker is replaced.
 * The clock starts when the call is queued, so it also covers starting the thread (loading bwip-js) for the first
 * barcode; 10 s was passed by that alone on a machine at load 17 (a test's first barcode answered 503).
 */
const TASK_TIMEOUT_MS = 30_000;
/** Barcodes one worker has in hand at once (drawing one while others' PNGs are deflated). */
const TASKS_PER_WORKER = 4;
/** Images waiting for a worker beyond this are refused (503) rather than queued without bound. */
const MAX_QUEUE = 1000;

/** The worker's answer on this side: the image as a Buffer (a view of the bytes that crossed threads). */
export type RenderedCode = { ok: true; body: Buffer } | { ok: false; message: string };

export const CODE_RENDER_MESSAGES = {
  busy: 'The image service is busy. Please try again.',
  failed: 'The image could not be drawn. Please try again.',
} as const;

/**
 * Barcodes are drawn in worker threads (piscina, CODES_WORKERS, default 1). Why (issue 32 item 3): bwip-js
 * allocates about half a megabyte of short-lived objects per barcode; with calls in flight part of it survives
 * young collections, and in the API's heap (about 80 MB live: Nest, TypeORM, the OpenAPI document) each full
 * collection it then forces costs several times what it costs in a heap holding only the library (a full
 * collection every ~110 barcodes, 12-160 ms each, against every ~50 at 2-12 ms in a process holding only the
 * library). A worker's heap holds only the library, and the event loop keeps serving other requests while a
 * barcode is drawn. QR codes stay on the event loop: qrcode allocates little, and the hop to a thread cost more
 * than it saved (docs/decisions.md). Lazy: no thread is started until the first barcode; an idle worker exits
 * after a minute.
 *
 * In the built server the worker is dist/.../code-render.worker.js; when the API runs from TypeScript sources
 * (tests, `pnpm dev`) the worker thread registers the same SWC loader the process uses.
 */
@Injectable()
export class CodeRenderPool implements OnApplicationShutdown {
  private readonly logger = new Logger('CodeRender');
  private readonly workers = positiveInt(process.env.CODES_WORKERS, 1);
  private pool: Piscina | null = null;
  private closed = false;

  async render(task: CodeRenderTask): Promise<RenderedCode> {
    const pool = this.start();
    const signal = AbortSignal.timeout(TASK_TIMEOUT_MS);
    try {
      const result = (await pool.run(task, { signal })) as CodeRenderResult;
      // The image crossed threads as a plain Uint8Array (structured clone): a Buffer view of the same bytes.
      return result.ok ? { ok: true, body: Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength) } : result;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/queue is at limit/i.test(message)) throw new ServiceUnavailableException(CODE_RENDER_MESSAGES.busy);
      this.logger.error(`Code render worker failed: ${message}`);
      throw new ServiceUnavailableException(CODE_RENDER_MESSAGES.failed);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close({ force: true }).catch(() => undefined);
  }

  private start(): Piscina {
    if (this.closed) throw new ServiceUnavailableException(CODE_RENDER_MESSAGES.busy);
    if (this.pool) return this.pool;
    const fromSources = import.meta.url.endsWith('.ts');
    this.pool = new Piscina({
      filename: new URL(`./code-render.worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href,
      minThreads: 0,
      maxThreads: this.workers,
      maxQueue: MAX_QUEUE,
      idleTimeout: 60_000,
      // Tasks await zlib in libuv's pool: no blocking Atomics wait between tasks.
      atomics: 'disabled',
      // A barcode is drawn on the worker's thread, then its PNG is deflated in libuv's pool (about as long
      // again). One task at a time left the thread idle during every deflate; with several it draws the next
      // barcode meanwhile, as a bare server's event loop does.
      concurrentTasksPerWorker: TASKS_PER_WORKER,
      execArgv: fromSources ? ['--import', '@swc-node/register/esm-register'] : [],
    });
    this.pool.on('error', (err: unknown) => this.logger.error(`Code render pool error: ${err instanceof Error ? err.message : String(err)}`));
    return this.pool;
  }
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
