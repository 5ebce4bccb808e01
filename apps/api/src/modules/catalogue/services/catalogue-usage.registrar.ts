import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { CatalogueUsageRepository } from '../repositories/catalogue-usage.repository.js';
import { CATEGORY_RECORD } from './guarded-records.js';

/** Tells the deletion guard which records the catalogue's own rows use: a category is used by its products. */
@Injectable()
export class CatalogueUsageRegistrar implements OnModuleInit {
  constructor(private readonly guard: DeletionGuard, private readonly usage: CatalogueUsageRepository) {}

  onModuleInit(): void {
    this.guard.register({ record: CATEGORY_RECORD, order: 1, singular: 'product', plural: 'products', count: (c, id) => this.usage.productsInCategory(c, id) });
  }
}
