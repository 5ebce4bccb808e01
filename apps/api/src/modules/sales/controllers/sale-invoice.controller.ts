import { Body, Param, Query, StreamableFile } from '@nestjs/common';
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
import { ApiEnvelope, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { EInvoiceService } from '../services/e-invoice.service.js';
import { EwayBillQuery, SaveIrnDto } from '../dtos/e-invoice.dtos.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, GetRoute, PagedRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('sales', 'erp/sale-invoice', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class SaleInvoiceController {
  constructor(
    private readonly sales: SaleInvoicesService,
    private readonly eInvoices: EInvoiceService,
  ) {}

  @PagedRoute('sales.read', '', 'Sale invoices, paged, optionally within a date range', SaleInvoiceRowView)
  async list(
    @ListParams({ sortable: SALE_INVOICE_SORTABLE }) query: ListQuery,
    @Query() range: DateRangeQuery,
  ) {
    return reply(await this.sales.list(query, range), 'Invoices fetched');
  }

  @GetRoute('sales.read', 'context', "The POS screen's context: company GST state, the chosen (else default) warehouse and its stock on hand", ApiEnvelope(PosContextView))
  async context(@Query() query: PosContextQuery) {
    return reply(await this.sales.context(query.warehouseId), 'POS context fetched');
  }

  @GetRoute('sales.read', ':id/e-invoice', { summary: "The IRP's e-invoice JSON (INV-01, schema 1.1) of a B2B tax invoice, as an array of one document for the bulk upload; " + '409 for a B2C invoice or a bill of supply, or when an address has no PIN code' },
    ApiFileAnswer('application/json', 'The e-invoice JSON (Content-Disposition: attachment)'))
  async eInvoice(@Param('id', IdPipe) id: number) {
    const file = await this.eInvoices.forInvoice(id);
    return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }

  @GetRoute('sales.read', ':id/e-way-bill', { summary: "The e-way bill portal's bulk-generation JSON for the goods on an invoice, with the transport in the query; " + '409 at ₹50,000 or less unless force=true, for services only, or without PIN codes' },
    ApiFileAnswer('application/json', 'The e-way bill JSON (Content-Disposition: attachment)'))
  async eWayBill(@Param('id', IdPipe) id: number, @Query() query: EwayBillQuery) {
    const file = await this.eInvoices.eWayBill(id, query);
    return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }

  @PostRoute('sales.write', ':id/irn', "Store the IRP's answer for the invoice's e-invoice (IRN, acknowledgement number and date, signed QR); the invoice then prints them",
    ApiEnvelope(SaleInvoiceView))
  async saveIrn(@Param('id', IdPipe) id: number, @Body() body: SaveIrnDto) {
    await this.eInvoices.register(id, body);
    return reply(await this.sales.get(id), 'IRN saved successfully');
  }

  @GetRoute('sales.read', ':id', 'One printable invoice with its HSN summary', ApiEnvelope(SaleInvoiceView))
  async one(@Param('id', IdPipe) id: number) {
    return reply(await this.sales.get(id), 'Invoice fetched');
  }

  @PostRoute('sales.write', '', 'POS checkout: numbers the invoice (or bill of supply), takes stock from the chosen warehouse, posts the sale', ApiEnvelope(SaleInvoiceView))
  async checkout(@Principal() principal: SessionPrincipal, @Body() body: CheckoutDto) {
    const invoice = await this.sales.checkout(principal.userId, body);
    return reply(invoice, `Invoice ${invoice.invoiceNumber} saved successfully`);
  }
}

@ApiController('sales', 'erp/dashboard', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class PosDashboardController {
  constructor(private readonly dashboard: PosDashboardService) {}

  @GetRoute('sales.read', 'pos', 'POS dashboard: counts, sales, GST and purchases of the range (default: the current month)', ApiEnvelope(PosDashboardView))
  async pos(@Query() range: DateRangeQuery) {
    return reply(await this.dashboard.summary(range), 'Dashboard fetched');
  }
}
