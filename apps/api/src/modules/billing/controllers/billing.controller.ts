import { Body, Get, HttpCode, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe, OptionalIdPipe } from '../../../core/http/id-param.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiErrorAnswers, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import { PlatformScope } from '../../../core/tenancy/route-metadata.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { RunBillingDto } from '../dtos/billing.dtos.js';
import { BillingReadinessView, BillingRunView, InvoiceDetailsView, InvoiceView, PaymentLinkView } from '../dtos/billing.views.js';
import { INVOICE_SORTABLE } from '../repositories/invoices.repository.js';
import { BillingRunsService } from '../services/billing-runs.service.js';
import { InvoicePaymentsService } from '../services/invoice-payments.service.js';
import { InvoicesService } from '../services/invoices.service.js';
import { ApiController, GetRoute, IdQuery, PagedRoute } from '../../../core/http/routes.js';

/** The origin the console was opened under (scheme from the trusted proxy, Host), e.g. "https://erp.example.in". */
function requestOrigin(req: Request): string | null {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : null;
}

@ApiController('billing', 'erp/billing')
export class BillingController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly payments: InvoicePaymentsService,
    private readonly runs: BillingRunsService,
  ) {}

  @PagedRoute('billing.read', '', 'Invoices, newest first: the provider (SUPER_ADMIN) sees every company\'s, a company its own', InvoiceView)
  async list(@Principal() principal: SessionPrincipal, @ListParams({ sortable: INVOICE_SORTABLE }) query: ListQuery) {
    return reply(await this.invoices.list(principal, query), 'Invoices fetched successfully');
  }

  @GetRoute('billing.read', 'details', 'An invoice with its items (?id=); another company\'s is 404', ApiEnvelope(InvoiceDetailsView), IdQuery())
  async details(@Principal() principal: SessionPrincipal, @Query('id', IdPipe) id: number) {
    return reply(await this.invoices.details(principal, id), 'Invoice fetched successfully');
  }

  @GetRoute('billing.read', 'download', 'The invoice as a PDF (?id=), named after its invoice number',
    ApiFileAnswer('application/pdf', 'The TAX INVOICE as a PDF (A4)'), IdQuery(), ApiErrorAnswers(503))
  async download(@Principal() principal: SessionPrincipal, @Query('id', IdPipe) id: number, @Res({ passthrough: true }) res: Response) {
    const file = await this.invoices.download(principal, id);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.pdf, {
      type: 'application/pdf',
      length: file.pdf.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  @GetRoute('billing.write', 'pay', 'Pay Now: a PhonePe checkout URL for the company\'s unpaid invoice (?invoiceId=); paid is 409',
    ApiEnvelope(PaymentLinkView), ApiQuery({ name: 'invoiceId', required: true }), ApiErrorAnswers(409, 503))
  async pay(@Principal() principal: SessionPrincipal, @Query('invoiceId', IdPipe) invoiceId: number, @Req() req: Request) {
    return reply(await this.payments.startPayment(invoiceId, principal.userId, requestOrigin(req)), 'Redirecting to PhonePe');
  }

  @Post('run')
  @HttpCode(201)
  @PlatformScope()
  @ApiOperation({ summary: 'Bills a month again (SUPER_ADMIN): queues the invoices still missing; progress at GET /run?id=; 409 while the provider is not configured (GET /readiness)' })
  @ApiEnvelope(BillingRunView, { status: 201 })
  @ApiErrorAnswers(409)
  async run(@Principal() principal: SessionPrincipal, @Body() body: RunBillingDto) {
    return reply(await this.runs.start(body.month, principal.userId), 'Billing run started');
  }

  @Get('readiness')
  @PlatformScope()
  @ApiOperation({ summary: 'Whether a billing run may start (SUPER_ADMIN): the provider\'s legal name, GSTIN, address and state must be configured' })
  @ApiEnvelope(BillingReadinessView)
  async readiness() {
    const view = await this.runs.readiness();
    return reply(view, view.ready ? 'Billing is ready' : view.message!);
  }

  @Get('run')
  @PlatformScope()
  @ApiOperation({ summary: 'Progress of a billing run (?id=; the latest without one)' })
  @ApiQuery({ name: 'id', required: false })
  @ApiEnvelope(BillingRunView)
  async runProgress(@Query('id', OptionalIdPipe) id?: number) {
    return reply(await this.runs.progress(id), 'Billing run fetched');
  }
}
