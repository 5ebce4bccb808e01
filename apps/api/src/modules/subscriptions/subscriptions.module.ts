import { Module } from '@nestjs/common';
import { SubscriptionController } from './controllers/subscription.controller.js';
import { SubscriptionsRepository } from './repositories/subscriptions.repository.js';
import { SubscriptionsService } from './services/subscriptions.service.js';
import { ServicePricesRepository } from './repositories/service-prices.repository.js';
import { ServicePricesService } from './services/service-prices.service.js';
import { ApplyPricesJob, PriceChangeMailsJob, PriceSchedules } from './jobs/price-change.jobs.js';

@Module({
  controllers: [SubscriptionController],
  providers: [SubscriptionsService, SubscriptionsRepository, ServicePricesService, ServicePricesRepository, PriceChangeMailsJob, ApplyPricesJob, PriceSchedules],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
