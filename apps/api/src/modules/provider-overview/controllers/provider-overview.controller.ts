import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { PlatformScope } from '../../../core/tenancy/route-metadata.js';
import { ProviderOverviewView } from '../dtos/provider-overview.view.js';
import { ProviderOverviewService } from '../services/provider-overview.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController } from '../../../core/http/routes.js';

@ApiController('dashboard', 'erp/dashboard/provider')
export class ProviderOverviewController {
  constructor(private readonly overview: ProviderOverviewService) {}

  @Get()
  @PlatformScope()
  @ApiOperation({ summary: "The provider's overview (SUPER_ADMIN): companies, subscriptions per service, this month's billing, newest WhatsApp messages" })
  @ApiEnvelope(ProviderOverviewView)
  async get() {
    return reply(await this.overview.overviewNow(), 'Provider overview fetched');
  }
}
