import { Injectable } from '@nestjs/common';
import { RecordUsages, type DeclaresRecordUsages, type RecordUsage } from '../../../core/deletion-guard/index.js';
import { CatalogueUsageRepository } from '../repositories/catalogue-usage.repository.js';
import { CATEGORY_RECORD } from './guarded-records.js';

/** What the catalogue's own rows use, for the deletion guard: a category is used by its products. */
@RecordUsages()
@Injectable()
export class CatalogueRecordUsages implements DeclaresRecordUsages {
  constructor(private readonly usage: CatalogueUsageRepository) {}

  usages(): RecordUsage[] {
    return [{ record: CATEGORY_RECORD, order: 1, singular: 'product', plural: 'products', count: (c, id) => this.usage.productsInCategory(c, id) }];
  }
}
