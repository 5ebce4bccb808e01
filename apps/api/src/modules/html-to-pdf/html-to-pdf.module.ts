import { Module } from '@nestjs/common';
import { DeveloperApiModule } from '../developer-api/index.js';
import { HtmlToPdfController } from './controllers/html-to-pdf.controller.js';
import { HtmlToPdfService } from './services/html-to-pdf.service.js';

/** Developer API app 1: HTML in, PDF out, on core/pdf's pooled Chromium. */
@Module({
  imports: [DeveloperApiModule],
  controllers: [HtmlToPdfController],
  providers: [HtmlToPdfService],
})
export class HtmlToPdfModule {}
