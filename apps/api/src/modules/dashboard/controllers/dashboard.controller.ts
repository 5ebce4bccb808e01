import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { SubscriptionDashboardView } from '../dtos/dashboard.dtos.js';
import { DashboardService } from '../services/dashboard.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('auth/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @RequirePermission('services.read')
  @Get()
  @ApiOperation({ summary: 'Subscription dashboard counts: subscriptions, API keys, due invoices' })
  @ApiEnvelope(SubscriptionDashboardView)
  async counts() {
    return reply(await this.dashboard.counts(), 'Dashboard fetched');
  }
}
