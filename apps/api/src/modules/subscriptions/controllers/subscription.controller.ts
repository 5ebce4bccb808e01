import { Body, Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import { UserTypes } from '../../../core/tenancy/route-metadata.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { AppIdQuery, HistoryEntryView, PriceHistoryEntryView, ServiceView, SubscribeDto, SubscriptionStateView, UpdateServiceDto } from '../dtos/subscription.dtos.js';
import { SubscriptionsService } from '../services/subscriptions.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute, PatchRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('subscriptions', 'erp/subscription')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @GetRoute('services.read', '', 'Every service with the company\'s subscription state (id 0 = not subscribed)', ApiEnvelope([ServiceView]))
  async list() {
    return reply(await this.subscriptions.services(), 'Services fetched');
  }

  @PostRoute('services.write', '', 'Subscribe (isSubscribed true) or unsubscribe; 409 for an unavailable service', ApiEnvelope(SubscriptionStateView))
  async subscribe(@Principal() principal: SessionPrincipal, @Body() body: SubscribeDto) {
    const { message, state } = await this.subscriptions.setSubscribed(principal, body);
    return reply(state, message);
  }

  @GetRoute('services.read', 'history', 'Subscription history of one service, newest first', ApiEnvelope([HistoryEntryView]))
  async history(@Query() query: AppIdQuery) {
    return reply(await this.subscriptions.history(query.appId), 'History fetched');
  }

  @UserTypes('SUPER_ADMIN')
  @PatchRoute('services.write', 'service', 'Provider: edit a service\'s availability, or its price from a day (effectiveFrom: tomorrow by default, never a day already begun: 400); answers the service as /services shows it',
    ApiEnvelope(ServiceView))
  async updateService(@Principal() principal: SessionPrincipal, @Body() body: UpdateServiceDto) {
    return reply(await this.subscriptions.updateService(body, { id: principal.userId, name: principal.name }), 'Service updated successfully');
  }

  @UserTypes('SUPER_ADMIN')
  @GetRoute('services.read', 'service/price-history', 'Provider: every price of a service and the day it took (or takes) effect, newest first', ApiEnvelope([PriceHistoryEntryView]))
  async priceHistory(@Query() query: AppIdQuery) {
    return reply(await this.subscriptions.priceHistory(query.appId), 'Price history fetched');
  }
}
