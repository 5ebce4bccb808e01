import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { SubscriptionDashboardView } from '../dtos/dashboard.dtos.js';
import { DashboardService } from '../services/dashboard.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { GetRoute } from '../../../core/http/routes.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('auth/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @GetRoute('services.read', '', 'Subscription dashboard counts: subscriptions, API keys, due invoices', ApiEnvelope(SubscriptionDashboardView))
  async counts() {
    return reply(await this.dashboard.counts(), 'Dashboard fetched');
  }
}
