import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { SslDashboardView } from '../dtos/ssl.dtos.js';
import { DomainsService } from '../services/domains.service.js';
import { SslApplication } from './ssl-application.js';
import { GetRoute } from '../../../core/http/routes.js';

@ApiTags('ssl')
@ApiBearerAuth()
@SslApplication()
@Controller('ssl/dashboard')
export class SslDashboardController {
  constructor(private readonly domains: DomainsService) {}

  @GetRoute('services.read', '', 'SSL dashboard counts: domains and certificates (permission 9)', ApiEnvelope(SslDashboardView))
  async counts() {
    return reply(await this.domains.dashboard(), 'SSL dashboard fetched');
  }
}
