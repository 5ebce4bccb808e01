import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import {
  SavedSupplierOpeningPaymentView, SupplierOpeningPaymentDto, SupplierOpeningPaymentQuery, SupplierOpeningPaymentView,
} from '../dtos/supplier-opening-payment.dtos.js';
import { SupplierOpeningPaymentsService } from '../services/supplier-opening-payments.service.js';

/** Payments to suppliers against their opening balances; a purchase order's payments stay on the order. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller('erp/opening-balance/supplier-payment')
export class SupplierOpeningPaymentController {
  constructor(private readonly payments: SupplierOpeningPaymentsService) {}

  @Get()
  @RequirePermission('purchases.read')
  @ApiOperation({ summary: "Payments against suppliers' opening balances, paged, optionally of one supplier" })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(SupplierOpeningPaymentView)
  async list(@ListParams({ sortable: ['id'] }) query: ListQuery, @Query() filter: SupplierOpeningPaymentQuery) {
    return reply(await this.payments.list(query, filter.supplierId), 'Payments fetched');
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('purchases.write')
  @ApiOperation({ summary: "Pay a supplier against its opening balance (posted Payable against Cash/Bank); warns when Cash or Bank goes below zero" })
  @ApiEnvelope(SavedSupplierOpeningPaymentView)
  async pay(@Principal() principal: SessionPrincipal, @Body() body: SupplierOpeningPaymentDto) {
    return reply(await this.payments.pay(principal.userId, body), 'Payment saved successfully');
  }
}
