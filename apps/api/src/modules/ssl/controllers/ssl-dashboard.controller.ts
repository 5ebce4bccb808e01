import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { SslDashboardView } from '../dtos/ssl.dtos.js';
import { DomainsService } from '../services/domains.service.js';
import { SslApplication } from './ssl-application.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

@ApiController('ssl', 'ssl/dashboard', SslApplication())
export class SslDashboardController {
  constructor(private readonly domains: DomainsService) {}

  @GetRoute('services.read', '', 'SSL dashboard counts: domains and certificates (permission 9)', ApiEnvelope(SslDashboardView))
  async counts() {
    return reply(await this.domains.dashboard(), 'SSL dashboard fetched');
  }
}
