import { Module } from '@nestjs/common';
import { SubscriptionController } from './controllers/subscription.controller.js';
import { SubscriptionsRepository } from './repositories/subscriptions.repository.js';
import { SubscriptionsService } from './services/subscriptions.service.js';

@Module({
  controllers: [SubscriptionController],
  providers: [SubscriptionsService, SubscriptionsRepository],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
