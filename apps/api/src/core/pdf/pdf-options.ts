import type { PaperFormat, PDFOptions } from 'puppeteer-core';
import { PdfPageRangesError } from './pdf-errors.js';

/** What a caller may ask of a PDF (the html-to-pdf API's options, and billing's invoices). */
export interface PdfRenderOptions {
  format?: 'A4' | 'Letter' | 'Legal' | 'A3' | 'A5';
  landscape?: boolean;
  /** CSS lengths ('5mm', '0.5in', '10px') or numbers taken as millimetres. */
  margin?: { top?: string | number; right?: string | number; bottom?: string | number; left?: string | number };
  printBackground?: boolean;
  scale?: number;
  /** '1-3, 5' */
  pageRanges?: string;
  headerTemplate?: string;
  footerTemplate?: string;
  /** Off unless asked; then with the same network rules and time limit. */
  javascript?: boolean;
  /**
   * A tagged (accessible) PDF: structure for screen readers. Off by default: for invoices and receipts it
   * doubles the file (48 KB against 26 KB for a one-page invoice) and costs about 40% more rendering time.
   */
  tagged?: boolean;
}

export const PDF_FORMATS = ['A4', 'Letter', 'Legal', 'A3', 'A5'] as const;
/** The spec's document-service margin. */
export const DEFAULT_MARGIN = '5mm';
export const PDF_LIMITS = { htmlBytes: 5 * 1024 * 1024, pages: 100, renderMs: 20_000 } as const;

function length(value: string | number | undefined): string {
  if (value === undefined || value === '') return DEFAULT_MARGIN;
  return typeof value === 'number' ? `${value}mm` : value;
}

/** Puppeteer's options for a render: defaults filled in, at most one page past the limit asked for. */
export function toPuppeteerPdfOptions(options: PdfRenderOptions, maxPages: number): PDFOptions {
  const headerFooter = options.headerTemplate !== undefined || options.footerTemplate !== undefined;
  return {
    format: (options.format ?? 'A4') as PaperFormat,
    landscape: options.landscape ?? false,
    margin: {
      top: length(options.margin?.top), right: length(options.margin?.right),
      bottom: length(options.margin?.bottom), left: length(options.margin?.left),
    },
    printBackground: options.printBackground ?? true,
    scale: options.scale ?? 1,
    // Without a range, render one page past the limit: enough to know it was exceeded, no more work.
    pageRanges: options.pageRanges?.trim() || `1-${maxPages + 1}`,
    displayHeaderFooter: headerFooter,
    headerTemplate: headerFooter ? (options.headerTemplate ?? '<span></span>') : undefined,
    footerTemplate: headerFooter ? (options.footerTemplate ?? '<span></span>') : undefined,
    preferCSSPageSize: false,
    waitForFonts: true,
    tagged: options.tagged ?? false,
  };
}

/** '1-3, 5': pages and ranges separated by commas. */
export const PAGE_RANGES = /^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/;

/**
 * Checks pageRanges before anything is printed: Chromium lays out and prints every page a range names, so
 * "1-3000" would cost a 3,000-page render before the page count could refuse it. Every page named must be
 * within the page limit; a range names pages from 1, low to high.
 */
export function checkPageRanges(pageRanges: string | undefined, maxPages: number): void {
  if (pageRanges === undefined || pageRanges.trim() === '') return;
  if (!PAGE_RANGES.test(pageRanges)) throw new PdfPageRangesError('options.pageRanges must look like "1-3, 5"');
  for (const part of pageRanges.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    if (from < 1 || to < from) {
      throw new PdfPageRangesError(`options.pageRanges "${part.trim()}" is not a range of pages: pages count from 1, a range goes from low to high`);
    }
    if (to > maxPages) {
      throw new PdfPageRangesError(`Page limit exceeded: options.pageRanges may name pages 1 to ${maxPages} (the limit is ${maxPages} pages), not ${to}`);
    }
  }
}

/** Pages in a PDF Chromium wrote (each page object carries /Type /Page). */
export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  return text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
