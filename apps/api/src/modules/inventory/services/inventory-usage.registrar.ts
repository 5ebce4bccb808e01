import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { PRODUCT_RECORD } from '../../catalogue/index.js';
import { SUPPLIER_RECORD } from '../../parties/index.js';
import { InventoryUsageRepository } from '../repositories/inventory-usage.repository.js';
import { WAREHOUSE_RECORD } from './guarded-records.js';

/**
 * Tells the deletion guard which records inventory's rows use: warehouses, products and suppliers are used by
 * purchase orders and stock movements (and a product's zero stock rows go with it). `order` keeps each refusal's wording as it has always been.
 */
@Injectable()
export class InventoryUsageRegistrar implements OnModuleInit {
  constructor(private readonly guard: DeletionGuard, private readonly usage: InventoryUsageRepository) {}

  onModuleInit(): void {
    const orders = { singular: 'purchase order', plural: 'purchase orders' };
    const movements = { singular: 'stock movement', plural: 'stock movements' };
    this.guard.register({ record: WAREHOUSE_RECORD, order: 1, ...orders, count: (c, id) => this.usage.purchaseOrdersOfWarehouse(c, id) });
    this.guard.register({ record: WAREHOUSE_RECORD, order: 3, ...movements, count: (c, id) => this.usage.stockMovementsOfWarehouse(c, id) });
    this.guard.register({ record: PRODUCT_RECORD, order: 2, ...orders, count: (c, id) => this.usage.purchaseOrdersOfProduct(c, id) });
    this.guard.register({ record: PRODUCT_RECORD, order: 3, ...movements, count: (c, id) => this.usage.stockMovementsOfProduct(c, id) });
    this.guard.registerFollowers({ record: PRODUCT_RECORD, remove: (c, id) => this.usage.removeZeroStockOfProduct(c, id) });
    this.guard.register({ record: SUPPLIER_RECORD, order: 1, ...orders, count: (c, id) => this.usage.purchaseOrdersOfSupplier(c, id) });
  }
}
