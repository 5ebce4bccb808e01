import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import { UserTypes } from '../../../core/tenancy/route-metadata.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { AppIdQuery, HistoryEntryView, PriceHistoryEntryView, ServiceView, SubscribeDto, SubscriptionStateView, UpdateServiceDto } from '../dtos/subscription.dtos.js';
import { SubscriptionsService } from '../services/subscriptions.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('erp/subscription')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @RequirePermission('services.read')
  @Get()
  @ApiOperation({ summary: 'Every service with the company\'s subscription state (id 0 = not subscribed)' })
  @ApiEnvelope([ServiceView])
  async list() {
    return reply(await this.subscriptions.services(), 'Services fetched');
  }

  @RequirePermission('services.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe (isSubscribed true) or unsubscribe; 409 for an unavailable service' })
  @ApiEnvelope(SubscriptionStateView)
  async subscribe(@Principal() principal: SessionPrincipal, @Body() body: SubscribeDto) {
    const { message, state } = await this.subscriptions.setSubscribed(principal, body);
    return reply(state, message);
  }

  @RequirePermission('services.read')
  @Get('history')
  @ApiOperation({ summary: 'Subscription history of one service, newest first' })
  @ApiEnvelope([HistoryEntryView])
  async history(@Query() query: AppIdQuery) {
    return reply(await this.subscriptions.history(query.appId), 'History fetched');
  }

  @RequirePermission('services.write')
  @Patch('service')
  @UserTypes('SUPER_ADMIN')
  @ApiOperation({ summary: 'Provider: edit a service\'s availability, or its price from a day (effectiveFrom: tomorrow by default, never a day already begun: 400); answers the service as /services shows it' })
  @ApiEnvelope(ServiceView)
  async updateService(@Principal() principal: SessionPrincipal, @Body() body: UpdateServiceDto) {
    return reply(await this.subscriptions.updateService(body, { id: principal.userId, name: principal.name }), 'Service updated successfully');
  }

  @RequirePermission('services.read')
  @Get('service/price-history')
  @UserTypes('SUPER_ADMIN')
  @ApiOperation({ summary: 'Provider: every price of a service and the day it took (or takes) effect, newest first' })
  @ApiEnvelope([PriceHistoryEntryView])
  async priceHistory(@Query() query: AppIdQuery) {
    return reply(await this.subscriptions.priceHistory(query.appId), 'Price history fetched');
  }
}
