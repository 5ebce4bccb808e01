import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { SslDashboardView } from '../dtos/ssl.dtos.js';
import { DomainsService } from '../services/domains.service.js';
import { SslApplication } from './ssl-application.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('ssl')
@ApiBearerAuth()
@SslApplication()
@Controller('ssl/dashboard')
export class SslDashboardController {
  constructor(private readonly domains: DomainsService) {}

  @RequirePermission('services.read')
  @Get()
  @ApiOperation({ summary: 'SSL dashboard counts: domains and certificates (permission 9)' })
  @ApiEnvelope(SslDashboardView)
  async counts() {
    return reply(await this.domains.dashboard(), 'SSL dashboard fetched');
  }
}
