import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/index.js';
import { WhatsappModule } from '../whatsapp/index.js';
import { ProviderOverviewController } from './controllers/provider-overview.controller.js';
import { ProviderOverviewRepository } from './repositories/provider-overview.repository.js';
import { ProviderOverviewService } from './services/provider-overview.service.js';

/** The SUPER_ADMIN's dashboard section: a read model over companies, subscriptions, billing and the inbox. */
@Module({
  imports: [WhatsappModule, BillingModule],
  controllers: [ProviderOverviewController],
  providers: [ProviderOverviewService, ProviderOverviewRepository],
})
export class ProviderOverviewModule {}
