import { reply } from '../../../core/http/api-reply.js';
import { SubscriptionDashboardView } from '../dtos/dashboard.dtos.js';
import { DashboardService } from '../services/dashboard.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

@ApiController('dashboard', 'auth/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @GetRoute('services.read', '', 'Subscription dashboard counts: subscriptions, API keys, due invoices', ApiEnvelope(SubscriptionDashboardView))
  async counts() {
    return reply(await this.dashboard.counts(), 'Dashboard fetched');
  }
}
