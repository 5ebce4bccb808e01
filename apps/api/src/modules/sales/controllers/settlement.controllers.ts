import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import {
  CreateCreditNoteDto, CreateReceiptDto, CreditNoteView, CreditNoteRowView, ReceiptQuery, ReceiptView,
} from '../dtos/settlement.dtos.js';
import { CreditNotesService } from '../services/credit-notes.service.js';
import { CustomerReceiptsService } from '../services/customer-receipts.service.js';
import { ApiEnvelope, ApiFileAnswer, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { EInvoiceService } from '../services/e-invoice.service.js';
import { IdPipe } from '../../../core/http/id-param.js';

@ApiTags('sales')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/credit-note')
export class CreditNoteController {
  constructor(
    private readonly notes: CreditNotesService,
    private readonly eInvoices: EInvoiceService,
  ) {}

  @RequirePermission('sales.read')
  @Get()
  @ApiOperation({ summary: 'Credit notes, paged' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(CreditNoteRowView)
  async list(@ListParams({ sortable: ['id'] }) query: ListQuery) {
    return reply(await this.notes.list(query), 'Credit notes fetched');
  }

  @Get(':id/e-invoice')
  @RequirePermission('sales.read')
  @ApiOperation({ summary: "The IRP's e-invoice JSON (INV-01 1.1, type CRN) of a credit note on a B2B invoice; 409 for one on a B2C invoice" })
  @ApiFileAnswer('application/json', 'The e-invoice JSON (Content-Disposition: attachment)')
  async eInvoice(@Param('id', IdPipe) id: number) {
    const file = await this.eInvoices.forCreditNote(id);
    return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }

  @RequirePermission('sales.read')
  @Get(':id')
  @ApiOperation({ summary: 'One credit note with its lines' })
  @ApiEnvelope(CreditNoteView)
  async one(@Param('id', IdPipe) id: number) {
    return reply(await this.notes.get(id), 'Credit note fetched');
  }

  @RequirePermission('sales.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a sale in full (no items) or by lines: stock back, tax and sale reversed, balance or refund' })
  @ApiEnvelope(CreditNoteView)
  async create(@Principal() principal: SessionPrincipal, @Body() body: CreateCreditNoteDto) {
    const note = await this.notes.create(principal.userId, body);
    return reply(note, `Credit note ${note.creditNoteNumber} saved successfully`);
  }
}

@ApiTags('sales')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/customer-receipt')
export class CustomerReceiptController {
  constructor(private readonly receipts: CustomerReceiptsService) {}

  @RequirePermission('sales.read')
  @Get()
  @ApiOperation({ summary: 'Customer receipts, paged, optionally of one customer' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(ReceiptView)
  async list(@ListParams({ sortable: ['id'] }) query: ListQuery, @Query() filter: ReceiptQuery) {
    return reply(await this.receipts.list(query, filter.customerId), 'Receipts fetched');
  }

  @RequirePermission('sales.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Record what a customer paid against credit sales (posted Cash/Bank against Receivable)' })
  @ApiEnvelope(ReceiptView)
  async create(@Principal() principal: SessionPrincipal, @Body() body: CreateReceiptDto) {
    const receipt = await this.receipts.create(principal.userId, body);
    return reply(receipt, `Receipt ${receipt.receiptNumber} saved successfully`);
  }
}
