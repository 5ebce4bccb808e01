import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import {
  CheckoutDto, DateRangeQuery, SaleInvoiceRowView, PosContextQuery, PosContextView, PosDashboardView, SaleInvoiceView,
} from '../dtos/sale.dtos.js';
import { SALE_INVOICE_SORTABLE } from '../repositories/sale-invoices.repository.js';
import { PosDashboardService } from '../services/pos-dashboard.service.js';
import { SaleInvoicesService } from '../services/sale-invoices.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('sales')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/sale-invoice')
export class SaleInvoiceController {
  constructor(private readonly sales: SaleInvoicesService) {}

  @RequirePermission('sales.read')
  @Get()
  @ApiOperation({ summary: 'Sale invoices, paged, optionally within a date range' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(SaleInvoiceRowView)
  async list(
    @ListParams({ sortable: SALE_INVOICE_SORTABLE }) query: ListQuery,
    @Query() range: DateRangeQuery,
  ) {
    return reply(await this.sales.list(query, range), 'Invoices fetched');
  }

  @RequirePermission('sales.read')
  @Get('context')
  @ApiOperation({ summary: "The POS screen's context: company GST state, the chosen (else default) warehouse and its stock on hand" })
  @ApiEnvelope(PosContextView)
  async context(@Query() query: PosContextQuery) {
    return reply(await this.sales.context(query.warehouseId), 'POS context fetched');
  }

  @RequirePermission('sales.read')
  @Get(':id')
  @ApiOperation({ summary: 'One printable invoice with its HSN summary' })
  @ApiEnvelope(SaleInvoiceView)
  async one(@Param('id', IdPipe) id: number) {
    return reply(await this.sales.get(id), 'Invoice fetched');
  }

  @RequirePermission('sales.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'POS checkout: numbers the invoice (or bill of supply), takes stock from the chosen warehouse, posts the sale' })
  @ApiEnvelope(SaleInvoiceView)
  async checkout(@Principal() principal: SessionPrincipal, @Body() body: CheckoutDto) {
    const invoice = await this.sales.checkout(principal.userId, body);
    return reply(invoice, `Invoice ${invoice.invoiceNumber} saved successfully`);
  }
}

@ApiTags('sales')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/dashboard')
export class PosDashboardController {
  constructor(private readonly dashboard: PosDashboardService) {}

  @RequirePermission('sales.read')
  @Get('pos')
  @ApiOperation({ summary: 'POS dashboard: counts, sales, GST and purchases of the range (default: the current month)' })
  @ApiEnvelope(PosDashboardView)
  async pos(@Query() range: DateRangeQuery) {
    return reply(await this.dashboard.summary(range), 'Dashboard fetched');
  }
}
