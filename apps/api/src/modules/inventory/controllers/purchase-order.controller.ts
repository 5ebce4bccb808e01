import { BadRequestException, Body, Param, Query } from '@nestjs/common';
import { isIsoDate, toIsoDate } from '@bizdesk/shared';
import { ApiQuery } from '@nestjs/swagger';
import { preSerialisedReply, reply } from '../../../core/http/api-reply.js';
import { stockValuationJson } from '../services/stock-valuation-json.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import {
  PaidPurchaseOrderView, PurchaseOrderView, StockView, StockLedgerRowView, StockValuationView, PurchaseOrderDetailView, PurchaseOrderOption, PurchasePaymentDto, ReceivePurchaseOrderDto,
  SavePurchaseOrderDto, StockEntryDto, StockQuery,
} from '../dtos/purchase-order.dtos.js';
import { PURCHASE_ORDER_SORTABLE } from '../repositories/purchase-orders.repository.js';
import { STOCK_SORTABLE } from '../repositories/stock.repository.js';
import { PurchaseOrdersService } from '../services/purchase-orders.service.js';
import { StockService } from '../services/stock.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PagedRoute, PostRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('inventory', 'erp/purchase-order', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class PurchaseOrderController extends PagedList('purchases.read', '', 'Purchase orders, paged', PurchaseOrderView, PURCHASE_ORDER_SORTABLE, 'Purchase orders fetched') {
  constructor(private readonly orders: PurchaseOrdersService) {
    super(orders);
  }

  @GetRoute('purchases.read', 'select', 'Purchase orders as id/number options', ApiSelectEnvelope(PurchaseOrderOption))
  async select() {
    return reply(await this.orders.options(), 'Purchase orders fetched');
  }

  @GetRoute('purchases.read', ':id', 'One purchase order with its lines and payments', ApiEnvelope(PurchaseOrderDetailView))
  async detail(@Param('id', IdPipe) id: number) {
    return reply(await this.orders.detail(id), 'Purchase order fetched');
  }

  @PostRoute('purchases.write', '', 'Create (id 0) or edit an unlocked purchase order; numbered per financial year when blank', ApiEnvelope(PurchaseOrderDetailView))
  async save(@Principal() principal: SessionPrincipal, @Body() body: SavePurchaseOrderDto) {
    return reply(await this.orders.save(principal.userId, body), 'Purchase order saved successfully');
  }

  @DeleteRoute('purchases.write', '', 'Delete an unlocked purchase order without payments (?id=); a locked one answers 409', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.orders.remove(id);
    return reply(null, 'Purchase order deleted successfully');
  }

  @PostRoute('purchases.write', 'receive', "Receive the order's stock into a warehouse (its own when not chosen); locks the order", ApiEnvelope(PurchaseOrderDetailView))
  async receive(@Principal() principal: SessionPrincipal, @Body() body: ReceivePurchaseOrderDto) {
    return reply(await this.orders.receive(principal.userId, body), 'Stock received; the purchase order is now locked');
  }

  @PostRoute('purchases.write', 'payment', 'Record a payment against an order (updates paid amount and payment status)', ApiEnvelope(PaidPurchaseOrderView))
  async pay(@Principal() principal: SessionPrincipal, @Body() body: PurchasePaymentDto) {
    return reply(await this.orders.pay(principal.userId, body), 'Payment saved successfully');
  }
}

@ApiController('inventory', 'erp/stock-entry', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class StockEntryController {
  constructor(private readonly orders: PurchaseOrdersService) {}

  @PostRoute('inventory.write', '', 'Stock received without a purchase order: one is generated, received and locked', ApiEnvelope(PurchaseOrderDetailView))
  async add(@Principal() principal: SessionPrincipal, @Body() body: StockEntryDto) {
    const order = await this.orders.stockEntry(principal.userId, body);
    return reply(order, `Stock added; purchase order ${order.purchaseOrderNumber} was generated`);
  }
}

@ApiController('inventory', 'erp/stock', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class StockController {
  constructor(private readonly stock: StockService) {}

  @PagedRoute('inventory.read', '', 'Stock on hand per product and warehouse, paged', StockView)
  async list(
    @ListParams({ sortable: STOCK_SORTABLE }) query: ListQuery,
    @Query() filter: StockQuery,
  ) {
    return reply(await this.stock.list(query, filter), 'Stock fetched');
  }

  @PagedRoute('inventory.read', 'ledger', 'The stock ledger per product and warehouse: date, document, in, out, balance (newest first)', StockLedgerRowView)
  async ledger(@ListParams({ sortable: ['id'] }) query: ListQuery, @Query() filter: StockQuery) {
    return reply(await this.stock.ledger(query, filter), 'Stock ledger fetched');
  }

  @GetRoute('inventory.read', 'valuation', 'Stock at cost on a date per product and warehouse (moving weighted average); the total equals Stock in Hand',
    ApiEnvelope(StockValuationView), ApiQuery({ name: 'asOf', required: false, description: 'yyyy-MM-dd; today when absent' }))
  async valuation(@Query('asOf') asOf?: string) {
    const today = toIsoDate(new Date());
    const date = asOf?.trim() || today;
    if (!isIsoDate(date)) throw new BadRequestException('As Of must be a valid date');
    // 10,000 products in 3 warehouses are 30,000 rows: written as JSON in one loop and streamed.
    return preSerialisedReply(await this.stock.valuation(date, today), stockValuationJson, 'Stock valuation fetched');
  }
}
