import { BadRequestException } from '@nestjs/common';
import { PAGE_RANGES, PDF_FORMATS, type PdfRenderOptions } from '../../../core/pdf/pdf-options.js';

/**
 * Reads a html-to-pdf request, JSON (`{ html, options }`) or multipart (an .html file, `options` as a JSON
 * text field), into what the documents service needs. Every refusal names the field.
 */
export interface PdfRequest {
  html: string;
  options: PdfRenderOptions;
  filename: string;
}

const LENGTH = /^\d+(\.\d+)?(mm|cm|in|px)$/;
const TEMPLATE_MAX = 100 * 1024;

function bad(message: string): never {
  throw new BadRequestException({ message });
}

function bool(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return bad(`options.${name} must be true or false`);
}

function margin(value: unknown, side: string): string | number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100) return value;
  if (typeof value === 'string' && LENGTH.test(value.trim())) return value.trim();
  return bad(`options.margin.${side} must be a length such as "5mm", "0.5in" or a number of millimetres (0 to 100)`);
}

function template(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return bad(`options.${name} must be HTML text`);
  if (value.length > TEMPLATE_MAX) return bad(`options.${name} must be at most 100 KB`);
  return value;
}

/** A safe download name: letters, digits, dot, dash, underscore; always ending in .pdf. */
export function safeFilename(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'document.pdf';
  if (typeof value !== 'string') return bad('options.filename must be text');
  const base = value.trim().replace(/\.pdf$/i, '').replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '').slice(0, 100);
  return `${base || 'document'}.pdf`;
}

export function parseOptions(raw: unknown): { options: PdfRenderOptions; filename: string } {
  let value = raw;
  if (typeof value === 'string') {
    if (value.trim() === '') value = {};
    else {
      try {
        value = JSON.parse(value);
      } catch {
        bad('options must be a JSON object');
      }
    }
  }
  if (value === undefined || value === null) value = {};
  if (typeof value !== 'object' || Array.isArray(value)) bad('options must be a JSON object');
  const o = value as Record<string, unknown>;
  const options: PdfRenderOptions = {};
  if (o.format !== undefined && o.format !== null && o.format !== '') {
    const format = PDF_FORMATS.find((f) => f.toLowerCase() === String(o.format).toLowerCase());
    if (!format) bad(`options.format must be one of ${PDF_FORMATS.join(', ')}`);
    options.format = format;
  }
  options.landscape = bool(o.landscape, 'landscape');
  options.printBackground = bool(o.printBackground, 'printBackground');
  options.javascript = bool(o.javascript, 'javascript');
  options.tagged = bool(o.tagged, 'tagged');
  if (o.scale !== undefined && o.scale !== null && o.scale !== '') {
    const scale = Number(o.scale);
    if (!Number.isFinite(scale) || scale < 0.1 || scale > 2) bad('options.scale must be a number from 0.1 to 2');
    options.scale = scale;
  }
  if (o.pageRanges !== undefined && o.pageRanges !== null && o.pageRanges !== '') {
    if (typeof o.pageRanges !== 'string' || !PAGE_RANGES.test(o.pageRanges)) bad('options.pageRanges must look like "1-3, 5"');
    options.pageRanges = o.pageRanges;
  }
  if (o.margin !== undefined && o.margin !== null) {
    if (typeof o.margin === 'string' || typeof o.margin === 'number') {
      const all = margin(o.margin, 'all');
      options.margin = { top: all, right: all, bottom: all, left: all };
    } else if (typeof o.margin === 'object' && !Array.isArray(o.margin)) {
      const m = o.margin as Record<string, unknown>;
      options.margin = { top: margin(m.top, 'top'), right: margin(m.right, 'right'), bottom: margin(m.bottom, 'bottom'), left: margin(m.left, 'left') };
    } else bad('options.margin must be a length or { top, right, bottom, left }');
  }
  options.headerTemplate = template(o.headerTemplate, 'headerTemplate');
  options.footerTemplate = template(o.footerTemplate, 'footerTemplate');
  for (const key of Object.keys(options) as (keyof PdfRenderOptions)[]) if (options[key] === undefined) delete options[key];
  return { options, filename: safeFilename(o.filename) };
}

/** `html` from the JSON body, or the uploaded .html file's text. */
export function parsePdfRequest(body: Record<string, unknown> | undefined, uploadedHtml: string | undefined): PdfRequest {
  const html = uploadedHtml ?? body?.html;
  if (html === undefined || html === null || (typeof html === 'string' && html.trim() === '')) {
    bad('html is required (the HTML text, or an .html file in the multipart field "file")');
  }
  if (typeof html !== 'string') bad('html must be text');
  return { html, ...parseOptions(body?.options) };
}
