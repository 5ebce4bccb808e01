import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe, OptionalIdPipe } from '../../../core/http/id-param.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import { PlatformScope } from '../../../core/tenancy/route-metadata.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { CreditNoteDto, OfflinePaymentDto, RefundDto } from '../dtos/lifecycle.dtos.js';
import { CreditNoteDetailsView, BillingCreditNoteView, DoublePaymentView } from '../dtos/lifecycle.views.js';
import { InvoiceView } from '../dtos/billing.views.js';
import { CREDIT_NOTE_SORTABLE } from '../repositories/credit-notes.repository.js';
import { CreditNotesService } from '../services/credit-notes.service.js';
import { InvoiceLifecycleService } from '../services/invoice-lifecycle.service.js';
import { ApiController, GetRoute, IdQuery, PagedRoute } from '../../../core/http/routes.js';

/** After an invoice is issued (issue 30 item 4): offline payments, credit notes, refunds of double payments. */
@ApiController('billing', 'erp/billing')
export class InvoiceLifecycleController {
  constructor(
    private readonly lifecycle: InvoiceLifecycleService,
    private readonly creditNotes: CreditNotesService,
  ) {}

  @Post('invoice/:id/offline-payment')
  @HttpCode(200)
  @PlatformScope()
  @ApiOperation({ summary: 'Provider: records a bank transfer, UPI or cheque payment of an unpaid invoice (PAID, posted to the provider\'s Bank Account, receipt mailed); paid is 409' })
  @ApiEnvelope(InvoiceView)
  @ApiErrorAnswers(409)
  async offlinePayment(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number, @Body() body: OfflinePaymentDto) {
    const invoice = await this.lifecycle.recordOfflinePayment(id, body, principal.userId);
    return reply(invoice, `Payment recorded: invoice ${invoice.invoiceNo} is paid`);
  }

  @Post('invoice/:id/credit-note')
  @HttpCode(201)
  @PlatformScope()
  @ApiOperation({ summary: 'Provider: a GST credit note against an invoice: every line not yet credited, or chosen lines (each its rest or an amount)' })
  @ApiEnvelope(CreditNoteDetailsView, { status: 201 })
  @ApiErrorAnswers(409)
  async creditNote(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number, @Body() body: CreditNoteDto) {
    const note = await this.creditNotes.issue(id, body, principal.userId);
    return reply(note, `Credit note ${note.creditNoteNo} issued`);
  }

  @Get('invoice/:id/double-payments')
  @PlatformScope()
  @ApiOperation({ summary: 'Provider: payments of an invoice that was already paid by another order (to refund)' })
  @ApiEnvelope([DoublePaymentView])
  async doublePayments(@Param('id', IdPipe) id: number) {
    return reply(await this.lifecycle.doublePayments(id), 'Double payments fetched');
  }

  @Post('order/:id/refund')
  @HttpCode(200)
  @PlatformScope()
  @ApiOperation({ summary: 'Provider: marks a double payment refunded (reference, day); any other payment is 409' })
  @ApiEnvelope(DoublePaymentView)
  @ApiErrorAnswers(409)
  async refund(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number, @Body() body: RefundDto) {
    return reply(await this.lifecycle.markRefunded(id, body, principal.userId), 'Payment marked refunded');
  }

  @PagedRoute('billing.read', 'credit-notes', 'Credit notes, newest first: the provider sees every company\'s, a company its own (?invoiceId= for one invoice\'s)',
    BillingCreditNoteView, {}, ApiQuery({ name: 'invoiceId', required: false }))
  async list(
    @Principal() principal: SessionPrincipal,
    @ListParams({ sortable: CREDIT_NOTE_SORTABLE }) query: ListQuery,
    @Query('invoiceId', OptionalIdPipe) invoiceId?: number,
  ) {
    return reply(await this.creditNotes.list(principal, query, invoiceId ?? null), 'Credit notes fetched');
  }

  @GetRoute('billing.read', 'credit-note/details', 'A credit note with its lines (?id=); another company\'s is 404', ApiEnvelope(CreditNoteDetailsView), IdQuery())
  async details(@Principal() principal: SessionPrincipal, @Query('id', IdPipe) id: number) {
    return reply(await this.creditNotes.details(principal, id), 'Credit note fetched');
  }
}
