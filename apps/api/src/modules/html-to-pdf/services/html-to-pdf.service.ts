import { BadRequestException, Injectable } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import { DocumentsService, type RenderedPdf, type RenderTenant } from '../../../core/pdf/documents.service.js';
import { PDF_LIMITS } from '../../../core/pdf/pdf-options.js';
import { parsePdfRequest } from './pdf-request.js';

export const HTML_UPLOAD_MAX_BYTES = PDF_LIMITS.htmlBytes;

/** The HTML To PDF developer API (app id 1): one user of the documents service. */
@Injectable()
export class HtmlToPdfService {
  constructor(private readonly documents: DocumentsService) {}

  async render(body: Record<string, unknown> | undefined, file: UploadedTempFile | undefined, tenant: RenderTenant): Promise<RenderedPdf & { filename: string }> {
    let uploaded: string | undefined;
    if (file) {
      const isHtml = /\.html?$/i.test(file.originalname) || file.mimetype === 'text/html';
      if (!isHtml) throw new BadRequestException({ message: 'The file must be an .html file' });
      uploaded = await readFile(file.path, 'utf8');
    }
    const request = parsePdfRequest(body, uploaded);
    const rendered = await this.documents.renderPdf(request.html, request.options, { tenant });
    return { ...rendered, filename: request.filename };
  }
}
