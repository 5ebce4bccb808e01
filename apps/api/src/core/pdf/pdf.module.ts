import { Global, Module } from '@nestjs/common';
import { DocumentsService } from './documents.service.js';

/** core/pdf: the pooled-Chromium documents service, one per process. */
@Global()
@Module({
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class PdfModule {}
