import { Body, Controller, HttpCode, Post, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import { GatewayApi, GatewayCaller, type GatewayCallerInfo } from '../../developer-api/index.js';
import { HtmlToPdfDto } from '../dtos/html-to-pdf.dto.js';
import { HTML_UPLOAD_MAX_BYTES, HtmlToPdfService } from '../services/html-to-pdf.service.js';
import { ApiErrorAnswers, ApiFileAnswer } from '../../../core/http/openapi-answers.js';

@Controller('v1/html-to-pdf')
export class HtmlToPdfController {
  constructor(private readonly htmlToPdf: HtmlToPdfService) {}

  @Post()
  @HttpCode(200)
  // JSON escaping makes a 5 MB document larger on the wire; the documents service checks the 5 MB itself.
  @GatewayApi({ appId: 1, name: 'HTML To PDF', bodyLimit: 8 * 1024 * 1024, upload: { field: 'file', maxBytes: HTML_UPLOAD_MAX_BYTES } })
  @ApiOperation({
    summary: 'HTML to PDF (app 1): A4/Letter/Legal/A3/A5, margins 5 mm by default; HTML ≤ 5 MB, ≤ 100 pages, ≤ 20 s; 429 with Retry-After when busy or when the company already uses its share (half the renderer)',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: HtmlToPdfDto })
  @ApiFileAnswer('application/pdf', 'The PDF (Content-Disposition: attachment; filename=...)')
  @ApiErrorAnswers(413, 422, 503)
  async render(@Body() body: Record<string, unknown> | undefined, @GatewayCaller() caller: GatewayCallerInfo, @UploadedFile() file?: UploadedTempFile) {
    // The caller's company and key decide its share of the renderer (at most half of it per company).
    const { pdf, filename } = await this.htmlToPdf.render(body, file, { companyId: caller.companyId, apiKeyId: caller.apiKeyId });
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `attachment; filename="${filename}"`,
    });
  }
}
