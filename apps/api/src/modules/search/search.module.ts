import { Module } from '@nestjs/common';
import { SearchController } from './controllers/search.controller.js';
import { SearchRepository } from './repositories/search.repository.js';
import { SubscriptionsReader } from './repositories/subscriptions.reader.js';
import { SearchService } from './services/search.service.js';

/** The header search (GET /api/erp/search): one read across the business records, filtered by role and subscription. */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchRepository, SubscriptionsReader],
})
export class SearchModule {}
