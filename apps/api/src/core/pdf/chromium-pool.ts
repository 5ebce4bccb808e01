import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { assertChromiumPresent, chromiumArgs, chromiumEnvironment, launchFailure } from './chromium-launch.js';
import { BlockedRequestError, fetchGuarded, refusalFor } from './network-guard.js';
import { PdfDocumentCrashedError, PdfNavigationError, PdfRendererUnavailableError, PdfRenderTimeoutError } from './pdf-errors.js';
import { RenderScheduler, renderShares, type RenderTenant } from './render-scheduler.js';

/**
 * One Chromium per process, a few reused pages, a bounded queue shared fairly between companies
 * (render-scheduler.ts). Why: launching a browser costs ~600 ms and ~450 MB; a reused page renders a one-page
 * invoice in ~30 ms. Everything a rendered document asks for goes through request interception
 * (network-guard.ts); as a second wall, Chromium's own network goes to a dead proxy, so whatever interception
 * could miss (a WebSocket from script) reaches nothing. A document may not hold its page hostage: dialogs are
 * dismissed at once, navigating away is refused, and a crash costs the documents in flight one retry each,
 * on a browser of their own, so the document that causes it is the only one to fail.
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

/** Which try this is: the first, or the one retry after Chromium went away under the document. */
export interface RenderAttempt {
  retry: boolean;
}

export interface RenderJob<T> {
  javascript: boolean;
  timeoutMs: number;
  /** The company (and API key) the document is for; none for the provider's own documents. */
  tenant?: RenderTenant | null;
  /** The document may have scheduled a navigation (a meta refresh): its page is reset before it is reused. */
  mayRefresh?: boolean;
  run(page: Page, attempt: RenderAttempt): Promise<T>;
}

/** What the page's listeners saw while one document rendered. */
interface PageWatch {
  navigatedTo: string | null;
  fail(error: Error): void;
}

/** A page and the rules its requests follow. */
interface PooledPage {
  page: Page;
  generation: Generation;
  /** The document rendering on it now, if any. */
  watch: PageWatch | null;
  /** Crashed, or tried to navigate while idle: never reused. */
  broken: boolean;
  /** Being reset to a blank document between two documents: that navigation is ours. */
  resetting: boolean;
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

/** Chromium (or the page's renderer) went away under a document: the document is retried once. */
class RendererGoneError extends Error {
  constructor() {
    super('Chromium went away while rendering');
  }
}

export class ChromiumPool {
  private current: Generation | null = null;
  private launching: Promise<Generation> | null = null;
  private readonly idle: PooledPage[] = [];
  private readonly scheduler: RenderScheduler;
  /** Retries run one at a time, each on a browser of its own. */
  private retryTurn: Promise<void> = Promise.resolve();
  private generations = 0;
  private retries = 0;
  private closed = false;
  /** URLs a document tried and was refused (the latest few, for logs and tests). */
  readonly refused: string[] = [];

  constructor(private readonly options: ChromiumPoolOptions) {
    this.scheduler = new RenderScheduler(renderShares(options.poolSize, options.queueMax));
  }

  stats() {
    return {
      ...this.scheduler.stats(), idlePages: this.idle.length, retries: this.retries,
      browsers: this.generations, documents: this.current?.documents ?? 0, pid: this.current?.browser.process()?.pid,
    };
  }

  /** Each company's (and key's) share of the renderer. */
  shares() {
    return this.scheduler.shares;
  }

  async render<T>(job: RenderJob<T>): Promise<T> {
    if (this.closed) throw new PdfRendererUnavailableError('The PDF renderer is shutting down');
    const tenant = job.tenant ?? null;
    await this.scheduler.acquire(tenant);
    try {
      try {
        return await this.renderOn(await this.liveGeneration(), job, { retry: false });
      } catch (err) {
        if (!(err instanceof RendererGoneError)) throw err;
        return await this.retryAlone(job);
      }
    } finally {
      this.scheduler.release(tenant);
    }
  }

  /** Rejects whoever still waits, lets running documents finish (up to graceMs), closes every browser. */
  async close(graceMs = 5000): Promise<void> {
    this.closed = true;
    this.scheduler.rejectWaiting();
    const deadline = Date.now() + graceMs;
    while (this.scheduler.stats().busy > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const generation = this.current ?? (this.launching ? await this.launching.catch(() => null) : null);
    this.current = null;
    this.idle.splice(0);
    if (generation) await this.closeBrowser(generation);
  }

  /**
   * The one retry of a document Chromium crashed under, on a fresh browser that renders nothing else (one
   * retry at a time). The crash might have been another document's doing; if it happens again here, alone,
   * it is this document's.
   */
  private async retryAlone<T>(job: RenderJob<T>): Promise<T> {
    this.retries += 1;
    this.options.log?.('warn', 'Chromium went away under a document; retrying it once on a browser of its own');
    const previous = this.retryTurn;
    let done!: () => void;
    this.retryTurn = new Promise((r) => (done = r));
    await previous;
    let generation: Generation | null = null;
    try {
      if (this.closed) throw new PdfRendererUnavailableError('The PDF renderer is shutting down');
      generation = await this.launch(false);
      return await this.renderOn(generation, job, { retry: true });
    } catch (err) {
      if (err instanceof RendererGoneError) throw new PdfDocumentCrashedError();
      throw err;
    } finally {
      if (generation) await this.closeBrowser(generation);
      done();
    }
  }

  private async renderOn<T>(generation: Generation, job: RenderJob<T>, attempt: RenderAttempt): Promise<T> {
    generation.active += 1;
    generation.documents += 1;
    let pooled: PooledPage | null = null;
    let healthy = false;
    let timer: NodeJS.Timeout | undefined;
    const watch: PageWatch = { navigatedTo: null, fail: () => undefined };
    const failed = new Promise<never>((_, reject) => (watch.fail = reject));
    failed.catch(() => undefined);
    try {
      pooled = job.javascript ? await this.isolatedPage(generation) : await this.pooledPage(generation);
      pooled.watch = watch;
      const page = pooled.page;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PdfRenderTimeoutError(job.timeoutMs)), job.timeoutMs);
      });
      const work = job.run(page, attempt);
      work.catch(() => undefined); // after a timeout its rejection (page closed under it) is expected
      const result = await Promise.race([work, timeout, failed]);
      if (watch.navigatedTo) throw new PdfNavigationError();
      healthy = true;
      return result;
    } catch (err) {
      // Whatever broke after a navigation attempt broke because of it (the document's doing, not ours).
      if (watch.navigatedTo) throw new PdfNavigationError();
      if (err instanceof RendererGoneError || generation.dead || isTargetGone(err)) throw new RendererGoneError();
      throw err;
    } finally {
      clearTimeout(timer);
      if (pooled) pooled.watch = null;
      generation.active -= 1;
      if (pooled) await this.putBack(pooled, healthy && !job.javascript && !pooled.broken, job.mayRefresh === true);
      if (generation.documents >= this.options.recycleAfter) this.retire(generation);
      if (generation.retired && generation.active === 0) void this.closeBrowser(generation);
    }
  }

  /** A page back in the pool, or closed (after a timeout or error its state is unknown; JS pages are one-off). */
  private async putBack(pooled: PooledPage, reusable: boolean, needsReset: boolean): Promise<void> {
    const { page, generation } = pooled;
    if (reusable && !generation.retired && !generation.dead && !this.closed && (!needsReset || (await this.reset(pooled)))) {
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

  /**
   * A fresh blank document before the page is reused: setting new content does not cancel what the last
   * document scheduled (a meta refresh due in 5 s would fire during the next, someone else's, document).
   * Only after documents that may have (it more than doubles the cost of a one-page invoice).
   */
  private async reset(pooled: PooledPage): Promise<boolean> {
    pooled.resetting = true;
    try {
      await pooled.page.goto('about:blank', { timeout: 3000 });
      return !pooled.broken;
    } catch {
      return false;
    } finally {
      pooled.resetting = false;
    }
  }

  private async pooledPage(generation: Generation): Promise<PooledPage> {
    while (generation === this.current && this.idle.length > 0) {
      const candidate = this.idle.pop()!;
      if (candidate.generation === generation && !candidate.broken && !candidate.page.isClosed()) return candidate;
      void candidate.page.close().catch(() => undefined);
    }
    return this.preparePage(await generation.browser.newPage(), generation, false);
  }

  /** A JavaScript render gets its own browser context: nothing it stores is seen by the next document. */
  private async isolatedPage(generation: Generation): Promise<PooledPage> {
    const context = await generation.browser.createBrowserContext();
    return this.preparePage(await context.newPage(), generation, true);
  }

  private async preparePage(page: Page, generation: Generation, javascript: boolean): Promise<PooledPage> {
    const pooled: PooledPage = { page, generation, watch: null, broken: false, resetting: false };
    // alert(), confirm(), prompt() and beforeunload would stop the page until answered: answered "no" at once.
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    // The page's renderer crashed: the document on it is retried like one on a crashed browser.
    page.on('error', () => {
      pooled.broken = true;
      pooled.watch?.fail(new RendererGoneError());
    });
    await page.setJavaScriptEnabled(javascript);
    await page.setRequestInterception(true);
    page.on('request', (request) => void this.route(request, pooled));
    // Navigations without a request (a reload of the blank page the content was set into) show up only here.
    const cdp = await page.createCDPSession();
    await cdp.send('Page.enable');
    cdp.on('Page.frameNavigated', ({ frame }) => {
      if (!frame.parentId && !pooled.resetting) this.noteNavigation(pooled, frame.url);
    });
    return pooled;
  }

  /** The document tried to replace itself: its render fails at once (400); an idle page is not reused. */
  private noteNavigation(pooled: PooledPage, url: string): void {
    this.noteRefused(url, new Error('a document may not navigate'));
    if (!pooled.watch) {
      pooled.broken = true;
      return;
    }
    pooled.watch.navigatedTo = url;
    pooled.watch.fail(new PdfNavigationError());
  }

  /**
   * A document loading another page into its own frame (meta refresh, location = ...): refused. The content was
   * set without a navigation, so every main-frame navigation request is the document's own.
   */
  private async refuseNavigation(request: HTTPRequest, pooled: PooledPage): Promise<void> {
    this.noteNavigation(pooled, request.url());
    await request.abort('aborted').catch(() => undefined);
  }

  /** Every request a document makes: data: URIs pass, allowed hosts are fetched by us, the rest is refused. */
  private async route(request: HTTPRequest, pooled: PooledPage): Promise<void> {
    if (request.isInterceptResolutionHandled()) return;
    if (request.isNavigationRequest() && request.frame() === pooled.page.mainFrame() && !pooled.resetting) {
      await this.refuseNavigation(request, pooled);
      return;
    }
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
      this.launching = this.launch(true).finally(() => {
        this.launching = null;
      });
    }
    return this.launching;
  }

  /** A new browser: the pool's current one, or (shared false) one for a single retried document. */
  private async launch(shared: boolean): Promise<Generation> {
    assertChromiumPresent(this.options.executablePath);
    const browser = await puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: chromiumArgs(),
      // Not the API's environment (JWT_SECRET, DATABASE_URL, keys...): only what Chromium needs (chromium-launch.ts).
      env: chromiumEnvironment(),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    }).catch((err: unknown) => {
      throw launchFailure(err);
    });
    this.generations += 1;
    const generation: Generation = { id: this.generations, browser, documents: 0, active: 0, retired: false, dead: false };
    browser.on('disconnected', () => {
      if (!generation.retired) this.options.log?.('warn', `Chromium (generation ${generation.id}) went away; the documents it held are retried once`);
      generation.dead = true;
      if (this.current === generation) this.current = null;
      this.dropIdle(generation);
    });
    if (this.closed) {
      await browser.close().catch(() => undefined);
      throw new PdfRendererUnavailableError('The PDF renderer is shutting down');
    }
    if (shared) this.current = generation;
    else generation.retired = true; // a retry's browser takes no other document and closes after it
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
  // Not every "Protocol error": printToPDF refusing a page range is one too, and is the document's doing.
  return /Target closed|Session closed|Connection closed|browser has disconnected|detached|Target crashed/i.test(message);
}
