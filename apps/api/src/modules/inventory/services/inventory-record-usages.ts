import { Injectable } from '@nestjs/common';
import { RecordUsages, type DeclaresRecordUsages, type RecordFollowers, type RecordUsage } from '../../../core/deletion-guard/index.js';
import { PRODUCT_RECORD } from '../../catalogue/index.js';
import { SUPPLIER_RECORD } from '../../parties/index.js';
import { InventoryUsageRepository } from '../repositories/inventory-usage.repository.js';
import { WAREHOUSE_RECORD } from './guarded-records.js';

const orders = { singular: 'purchase order', plural: 'purchase orders' };
const movements = { singular: 'stock movement', plural: 'stock movements' };

/**
 * What inventory's rows use, for the deletion guard: warehouses, products and suppliers are used by purchase
 * orders and stock movements; a product's zero stock rows go with it. `order` keeps each refusal's wording.
 */
@RecordUsages()
@Injectable()
export class InventoryRecordUsages implements DeclaresRecordUsages {
  constructor(private readonly usage: InventoryUsageRepository) {}

  usages(): RecordUsage[] {
    return [
      { record: WAREHOUSE_RECORD, order: 1, ...orders, count: (c, id) => this.usage.purchaseOrdersOfWarehouse(c, id) },
      { record: WAREHOUSE_RECORD, order: 3, ...movements, count: (c, id) => this.usage.stockMovementsOfWarehouse(c, id) },
      { record: PRODUCT_RECORD, order: 2, ...orders, count: (c, id) => this.usage.purchaseOrdersOfProduct(c, id) },
      { record: PRODUCT_RECORD, order: 3, ...movements, count: (c, id) => this.usage.stockMovementsOfProduct(c, id) },
      { record: SUPPLIER_RECORD, order: 1, ...orders, count: (c, id) => this.usage.purchaseOrdersOfSupplier(c, id) },
    ];
  }

  followers(): RecordFollowers[] {
    return [{ record: PRODUCT_RECORD, remove: (c, id) => this.usage.removeZeroStockOfProduct(c, id) }];
  }
}
