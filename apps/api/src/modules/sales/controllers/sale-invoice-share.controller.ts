import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope, ApiErrorAnswers, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { PrintableSaleInvoiceView, ShareLinkView } from '../dtos/invoice-share.dtos.js';
import { InvoiceShareService } from '../services/invoice-share.service.js';
import { SaleInvoiceDocumentService } from '../services/sale-invoice-document.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ApiController, DeleteRoute, GetRoute, PostRoute } from '../../../core/http/routes.js';

function pdfFile(file: { fileName: string; pdf: Buffer }, res: Response): StreamableFile {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(file.pdf, { type: 'application/pdf', length: file.pdf.length, disposition: `attachment; filename="${file.fileName}"` });
}

/** The invoice ready to share: printable view, PDF, share links (issue 31 item 6). */
@ApiController('sales', 'erp/sale-invoice', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class SaleInvoiceShareController {
  constructor(private readonly shares: InvoiceShareService, private readonly documents: SaleInvoiceDocumentService) {}

  @GetRoute('sales.read', ':id/printable', "The invoice as printed: with the seller's phone, e-mail, logo, bank and UPI, units, payment mode, the customer's phone and the UPI link for the amount due",
    ApiEnvelope(PrintableSaleInvoiceView))
  async printable(@Param('id', IdPipe) id: number) {
    return reply(await this.documents.printable(id, currentCompanyId()), 'Invoice fetched');
  }

  @GetRoute('sales.read', ':id/pdf', 'The invoice as a PDF (A4), rendered by the documents service',
    ApiFileAnswer('application/pdf', 'The invoice PDF (Content-Disposition: attachment)'), ApiErrorAnswers(503))
  async pdf(@Param('id', IdPipe) id: number, @Res({ passthrough: true }) res: Response) {
    return pdfFile(await this.shares.pdf(id), res);
  }

  @PostRoute('sales.read', ':id/share', 'A link that downloads the PDF without a session for 30 days, and the WhatsApp link with the message', ApiEnvelope(ShareLinkView))
  async share(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number) {
    return reply(await this.shares.share(id, principal.userId), 'Share link created');
  }

  @DeleteRoute('sales.write', ':id/share', "Revoke every live share link of the invoice; data is how many were revoked", ApiEnvelope('number'))
  async revoke(@Param('id', IdPipe) id: number) {
    const count = await this.shares.revoke(id);
    return reply(count, count === 1 ? '1 share link revoked' : `${count} share links revoked`);
  }
}

/** No session: the token is the key. Rate limited per address; a wrong, expired or revoked token is a plain 404. */
@ApiTags('sales')
@Controller('erp/shared-invoice')
export class SharedInvoiceController {
  constructor(private readonly shares: InvoiceShareService) {}

  @Public()
  @RateLimit(30, 60_000)
  @Get(':token')
  @ApiOperation({ summary: 'No session needed: the shared invoice as a PDF, while its link is live (30 days, not revoked)' })
  @ApiFileAnswer('application/pdf', 'The invoice PDF (Content-Disposition: attachment)')
  @ApiErrorAnswers(404, 503)
  async download(@Param('token') token: string, @Res({ passthrough: true }) res: Response) {
    return pdfFile(await this.shares.download(token), res);
  }
}
