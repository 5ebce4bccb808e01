import { accessSync, constants } from 'node:fs';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { BlockedRequestError, fetchGuarded, refusalFor } from './network-guard.js';
import { PdfQueueFullError, PdfRendererCrashedError, PdfRendererUnavailableError, PdfRenderTimeoutError } from './pdf-errors.js';

/**
 * One Chromium per process, a few reused pages, a bounded queue. Why: launching a browser costs ~600 ms
 * and ~450 MB; a reused page renders a one-page invoice in ~30 ms. Everything a rendered document asks
 * for goes through request interception (network-guard.ts); as a second wall, Chromium's own network
 * goes to a dead proxy, so whatever interception could miss (a WebSocket from script) reaches nothing.
 */

export interface ChromiumPoolOptions {
  executablePath: string;
  /** Documents rendered at the same time (pages kept open). */
  poolSize: number;
  /** Requests allowed to wait for a page; one more is refused (429) rather than held in memory. */
  queueMax: number;
  /** A browser is replaced after this many documents, capping what a long-lived Chromium accumulates. */
  recycleAfter: number;
  allowedHosts: readonly string[];
  /** Per-resource limits for allowed hosts. */
  resourceMaxBytes?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export interface RenderJob<T> {
  javascript: boolean;
  timeoutMs: number;
  run(page: Page): Promise<T>;
}

/** A page and the rules its requests follow. */
interface PooledPage {
  page: Page;
  generation: Generation;
}

/** One launched browser: its pages and how many documents it has rendered. */
interface Generation {
  id: number;
  browser: Browser;
  documents: number;
  active: number;
  retired: boolean;
  dead: boolean;
}

const LAUNCH_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-extensions', '--disable-default-apps',
  '--mute-audio', '--hide-scrollbars', '--disable-breakpad', '--disable-domain-reliability', '--dns-prefetch-disable',
  '--disable-features=Translate,MediaRouter,OptimizationHints,InterestFeedContentSuggestions',
  // Second wall: anything not answered by interception goes to a closed port (loopback included: <-loopback>).
  '--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp', '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export function chromiumMissingMessage(path: string): string {
  return `Chromium was not found at ${path}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`;
}

/** Throws a clear error when the configured Chromium is not an executable file. */
export function assertChromiumPresent(path: string): void {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new PdfRendererUnavailableError(chromiumMissingMessage(path));
  }
}

export class ChromiumPool {
  private current: Generation | null = null;
  private launching: Promise<Generation> | null = null;
  private readonly idle: PooledPage[] = [];
  private readonly waiting: { resolve: () => void; reject: (e: Error) => void }[] = [];
  private busy = 0;
  private generations = 0;
  private closed = false;
  /** URLs a document tried and was refused (the latest few, for logs and tests). */
  readonly refused: string[] = [];

  constructor(private readonly options: ChromiumPoolOptions) {}

  stats() {
    return {
      busy: this.busy, queued: this.waiting.length, idlePages: this.idle.length,
      browsers: this.generations, documents: this.current?.documents ?? 0, pid: this.current?.browser.process()?.pid,
    };
  }

  /** Seconds a refused caller should wait: roughly one round of the queue. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.waiting.length + 1) / Math.max(1, this.options.poolSize)));
  }

  async render<T>(job: RenderJob<T>): Promise<T> {
    if (this.closed) throw new PdfRendererUnavailableError('The PDF renderer is shutting down');
    await this.acquireSlot();
    try {
      return await this.renderInSlot(job);
    } finally {
      this.releaseSlot();
    }
  }

  /** Rejects whoever still waits, lets running documents finish (up to graceMs), closes every browser. */
  async close(graceMs = 5000): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new PdfRendererUnavailableError('The PDF renderer is shutting down'));
    const deadline = Date.now() + graceMs;
    while (this.busy > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const generation = this.current ?? (this.launching ? await this.launching.catch(() => null) : null);
    this.current = null;
    this.idle.splice(0);
    if (generation) await this.closeBrowser(generation);
  }

  private acquireSlot(): Promise<void> {
    if (this.busy < this.options.poolSize) {
      this.busy += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queueMax) {
      return Promise.reject(new PdfQueueFullError(this.retryAfterSeconds()));
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next.resolve(); // the slot passes straight to the next caller
    else this.busy -= 1;
  }

  private async renderInSlot<T>(job: RenderJob<T>): Promise<T> {
    const generation = await this.liveGeneration();
    generation.active += 1;
    generation.documents += 1;
    let pooled: PooledPage | null = null;
    let healthy = false;
    let timer: NodeJS.Timeout | undefined;
    try {
      pooled = job.javascript ? await this.isolatedPage(generation) : await this.pooledPage(generation);
      const page = pooled.page;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PdfRenderTimeoutError(job.timeoutMs)), job.timeoutMs);
      });
      const work = job.run(page);
      work.catch(() => undefined); // after a timeout its rejection (page closed under it) is expected
      const result = await Promise.race([work, timeout]);
      healthy = true;
      return result;
    } catch (err) {
      if (generation.dead || isTargetGone(err)) {
        throw new PdfRendererCrashedError();
      }
      throw err;
    } finally {
      clearTimeout(timer);
      generation.active -= 1;
      if (pooled) await this.putBack(pooled, healthy && !job.javascript);
      if (generation.documents >= this.options.recycleAfter) this.retire(generation);
      if (generation.retired && generation.active === 0) void this.closeBrowser(generation);
    }
  }

  /** A page back in the pool, or closed (after a timeout or error its state is unknown; JS pages are one-off). */
  private async putBack(pooled: PooledPage, reusable: boolean): Promise<void> {
    const { page, generation } = pooled;
    if (reusable && !generation.retired && !generation.dead && !this.closed) {
      this.idle.push(pooled);
      return;
    }
    const closing = (async () => {
      const context = page.browserContext();
      await page.close().catch(() => undefined);
      if (context !== generation.browser.defaultBrowserContext()) await context.close().catch(() => undefined);
    })();
    const closedInTime = await Promise.race([closing.then(() => true), sleep(3000).then(() => false)]);
    if (!closedInTime && !generation.dead) {
      // A page that cannot even be closed means a hung browser: replace it.
      this.options.log?.('warn', `Chromium (generation ${generation.id}) did not close a page in 3 s; replacing it`);
      this.kill(generation);
    }
  }

  private async pooledPage(generation: Generation): Promise<PooledPage> {
    while (this.idle.length > 0) {
      const candidate = this.idle.pop()!;
      if (candidate.generation === generation && !candidate.page.isClosed()) return candidate;
      void candidate.page.close().catch(() => undefined);
    }
    const page = await generation.browser.newPage();
    await this.preparePage(page, false);
    return { page, generation };
  }

  /** A JavaScript render gets its own browser context: nothing it stores is seen by the next document. */
  private async isolatedPage(generation: Generation): Promise<PooledPage> {
    const context = await generation.browser.createBrowserContext();
    const page = await context.newPage();
    await this.preparePage(page, true);
    return { page, generation };
  }

  private async preparePage(page: Page, javascript: boolean): Promise<void> {
    await page.setJavaScriptEnabled(javascript);
    await page.setRequestInterception(true);
    page.on('request', (request) => void this.route(request));
  }

  /** Every request a document makes: data: URIs pass, allowed hosts are fetched by us, the rest is refused. */
  private async route(request: HTTPRequest): Promise<void> {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    try {
      if (url.startsWith('data:') || url === 'about:blank') {
        await request.continue();
        return;
      }
      const refusal = refusalFor(url, this.options.allowedHosts);
      if (refusal) throw new BlockedRequestError(refusal);
      const res = await fetchGuarded(url, {
        maxBytes: this.options.resourceMaxBytes ?? 10 * 1024 * 1024, timeoutMs: 10_000, method: request.method(), headers: request.headers(),
      });
      await request.respond({ status: res.status, headers: res.headers, body: res.body });
    } catch (err) {
      this.noteRefused(url, err);
      await request.abort(err instanceof BlockedRequestError ? 'accessdenied' : 'failed').catch(() => undefined);
    }
  }

  private noteRefused(url: string, err: unknown): void {
    this.refused.push(url.slice(0, 200));
    if (this.refused.length > 50) this.refused.shift();
    this.options.log?.('info', `PDF renderer refused ${url.slice(0, 200)}: ${err instanceof Error ? err.message : String(err)}`);
  }

  private async liveGeneration(): Promise<Generation> {
    const current = this.current;
    if (current && !current.dead && !current.retired && current.browser.connected) return current;
    if (!this.launching) {
      this.launching = this.launch().finally(() => {
        this.launching = null;
      });
    }
    return this.launching;
  }

  private async launch(): Promise<Generation> {
    assertChromiumPresent(this.options.executablePath);
    const browser = await puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: LAUNCH_ARGS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    this.generations += 1;
    const generation: Generation = { id: this.generations, browser, documents: 0, active: 0, retired: false, dead: false };
    browser.on('disconnected', () => {
      if (!generation.retired) this.options.log?.('warn', `Chromium (generation ${generation.id}) went away; the next document starts a new one`);
      generation.dead = true;
      if (this.current === generation) this.current = null;
      this.dropIdle(generation);
    });
    if (this.closed) {
      await browser.close().catch(() => undefined);
      throw new PdfRendererUnavailableError('The PDF renderer is shutting down');
    }
    this.current = generation;
    return generation;
  }

  /** No new documents on this browser; it closes once its running ones finish. */
  private retire(generation: Generation): void {
    if (generation.retired) return;
    generation.retired = true;
    if (this.current === generation) this.current = null;
    this.dropIdle(generation);
  }

  private dropIdle(generation: Generation): void {
    for (let i = this.idle.length - 1; i >= 0; i -= 1) {
      if (this.idle[i].generation === generation) this.idle.splice(i, 1);
    }
  }

  private kill(generation: Generation): void {
    this.retire(generation);
    generation.dead = true;
    generation.browser.process()?.kill('SIGKILL');
  }

  private async closeBrowser(generation: Generation): Promise<void> {
    generation.retired = true;
    const closed = await Promise.race([generation.browser.close().then(() => true, () => false), sleep(5000).then(() => false)]);
    if (!closed) generation.browser.process()?.kill('SIGKILL');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms).unref());
}

function isTargetGone(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /Target closed|Session closed|Connection closed|Protocol error|browser has disconnected|detached/i.test(message);
}
