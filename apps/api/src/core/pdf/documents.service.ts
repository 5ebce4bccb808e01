import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { assertChromiumPresent, ChromiumPool, chromiumMissingMessage } from './chromium-pool.js';
import { PdfHtmlTooLargeError, PdfRendererUnavailableError, PdfTooManyPagesError } from './pdf-errors.js';
import { countPdfPages, PDF_LIMITS, toPuppeteerPdfOptions, type PdfRenderOptions } from './pdf-options.js';

export interface RenderedPdf {
  pdf: Buffer;
  pages: number;
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
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  async renderPdf(html: string, options: PdfRenderOptions = {}, limits: { renderMs?: number; pages?: number } = {}): Promise<RenderedPdf> {
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
    const maxPages = limits.pages ?? PDF_LIMITS.pages;
    const renderMs = limits.renderMs ?? PDF_LIMITS.renderMs;
    const pdfOptions = toPuppeteerPdfOptions(options, maxPages);
    const pdf = await this.pool.render({
      javascript: options.javascript === true,
      timeoutMs: renderMs,
      run: async (page) => {
        await page.setContent(html, { waitUntil: 'load', timeout: renderMs });
        return page.pdf({ ...pdfOptions, timeout: renderMs });
      },
    });
    const pages = countPdfPages(pdf);
    if (pages > maxPages) throw new PdfTooManyPagesError(maxPages);
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages };
  }

  /** For health and tests: what the pool is doing, and what documents were refused. */
  poolStats() {
    return { ...this.pool.stats(), refused: [...this.pool.refused] };
  }
}
