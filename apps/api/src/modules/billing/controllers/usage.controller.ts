import { Body, Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { SpendingAlertDto, SpendingAlertView, USAGE_MESSAGES, UsageQuery, UsageView } from '../dtos/usage.dtos.js';
import { SpendingAlertsService } from '../services/spending-alerts.service.js';
import { UsageEstimateService } from '../services/usage-estimate.service.js';
import { ApiController, GetRoute, PutRoute } from '../../../core/http/routes.js';

@ApiController('subscriptions', 'erp/subscription')
export class UsageController {
  constructor(private readonly usage: UsageEstimateService, private readonly alerts: SpendingAlertsService) {}

  @GetRoute('services.read', 'usage', 'A month\'s usage so far (?month=yyyy-MM, the current one by default): per service and per API key the billable calls and the unbilled ones by reason, and the estimated bill',
    ApiEnvelope(UsageView))
  async month(@Query() query: UsageQuery) {
    return reply(await this.usage.usageFor(query.month), 'Usage fetched');
  }

  @GetRoute('billing.read', 'spending-alert', 'The monthly spending alert (null: none) and how much of it the month\'s estimate uses', ApiEnvelope(SpendingAlertView))
  async spendingAlert() {
    return reply(await this.alerts.get(), 'Spending alert fetched');
  }

  @PutRoute('billing.write', 'spending-alert', 'Sets (rupees a month) or removes (null) the spending alert: a mail at 80% and at 100% of it, once each a month', ApiEnvelope(SpendingAlertView))
  async saveSpendingAlert(@Body() body: SpendingAlertDto) {
    const view = await this.alerts.save(body.monthlyLimit);
    return reply(view, body.monthlyLimit === null ? USAGE_MESSAGES.alertRemoved : USAGE_MESSAGES.alertSaved);
  }
}
