import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Page } from 'puppeteer-core';
import { assertChromiumPresent, chromiumMissingMessage, chromiumSandboxed } from './chromium-launch.js';
import { ChromiumPool, type RenderAttempt } from './chromium-pool.js';
import { PdfHtmlTooLargeError, PdfPageRangesError, PdfRendererUnavailableError, PdfTooManyPagesError } from './pdf-errors.js';
import { checkPageRanges, countPdfPages, PDF_LIMITS, toPuppeteerPdfOptions, type PdfRenderOptions } from './pdf-options.js';
import type { RenderTenant } from './render-scheduler.js';

export type { RenderTenant };

export interface RenderedPdf {
  pdf: Buffer;
  pages: number;
}

/** How a document is rendered: limits below the defaults, and who it is for (its share of the renderer). */
export interface RenderSettings {
  renderMs?: number;
  pages?: number;
  /** The calling company and API key (developer API); none for the provider's own documents, which go first. */
  tenant?: RenderTenant;
}

/** Points where tests step in (crash a browser with documents in flight); unset in the application. */
export interface RenderTestHooks {
  afterContent?: (context: { page: Page; html: string; attempt: RenderAttempt }) => Promise<void> | void;
}

/**
 * The documents service: HTML in, PDF out, on the process's one pooled Chromium. Used by the
 * html-to-pdf developer API and by billing for tax invoices.
 */
@Injectable()
export class DocumentsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Documents');
  private readonly pool: ChromiumPool;
  private missing: string | null = null;
  readonly testHooks: RenderTestHooks = {};

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.pool = new ChromiumPool({
      executablePath: config.chromiumPath,
      poolSize: config.pdf.poolSize,
      queueMax: config.pdf.queueMax,
      recycleAfter: config.pdf.recycleAfter,
      allowedHosts: config.pdf.allowedHosts,
      log: (level, message) => this.logger[level === 'info' ? 'debug' : level](message),
    });
  }

  /** Chromium is launched on first use; its absence is reported at start (and refused in production). */
  onModuleInit(): void {
    try {
      assertChromiumPresent(this.config.chromiumPath);
    } catch {
      this.missing = chromiumMissingMessage(this.config.chromiumPath);
      if (this.config.isProduction) throw new Error(this.missing);
      this.logger.error(`${this.missing}. PDF documents will answer 503 until it is installed.`);
    }
    if (!chromiumSandboxed()) this.logger.warn('Chromium runs without its sandbox because the API runs as root; run as another user (the Docker image does)');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  async renderPdf(html: string, options: PdfRenderOptions = {}, settings: RenderSettings = {}): Promise<RenderedPdf> {
    if (Buffer.byteLength(html, 'utf8') > PDF_LIMITS.htmlBytes) throw new PdfHtmlTooLargeError(PDF_LIMITS.htmlBytes);
    const missing = this.missing;
    if (missing) {
      // Installed since start? Check again rather than needing a restart.
      try {
        assertChromiumPresent(this.config.chromiumPath);
        this.missing = null;
      } catch {
        throw new PdfRendererUnavailableError(missing);
      }
    }
    const maxPages = settings.pages ?? PDF_LIMITS.pages;
    const renderMs = settings.renderMs ?? PDF_LIMITS.renderMs;
    checkPageRanges(options.pageRanges, maxPages);
    const pdfOptions = toPuppeteerPdfOptions(options, maxPages);
    const pdf = await this.pool.render({
      javascript: options.javascript === true,
      timeoutMs: renderMs,
      tenant: settings.tenant,
      // Without scripts a document can schedule a navigation only with <meta http-equiv="refresh">; an attribute
      // name cannot be hidden behind character references, so looking for it in the text is enough.
      mayRefresh: /http-equiv/i.test(html),
      run: async (page, attempt) => {
        await page.setContent(html, { waitUntil: 'load', timeout: renderMs });
        await this.testHooks.afterContent?.({ page, html, attempt });
        return page.pdf({ ...pdfOptions, timeout: renderMs }).catch((err: unknown) => {
          if (err instanceof Error && /Page range exceeds page count/i.test(err.message)) {
            throw new PdfPageRangesError(`options.pageRanges "${options.pageRanges}" names pages the document does not have`);
          }
          throw err;
        });
      },
    });
    const pages = countPdfPages(pdf);
    if (pages > maxPages) throw new PdfTooManyPagesError(maxPages);
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages };
  }

  /** For health and tests: what the pool is doing, and what documents were refused. */
  poolStats() {
    return { ...this.pool.stats(), shares: this.pool.shares(), refused: [...this.pool.refused] };
  }
}
