import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { PRODUCT_RECORD } from '../../catalogue/index.js';
import { WAREHOUSE_RECORD } from '../../inventory/index.js';
import { CUSTOMER_RECORD } from '../../parties/index.js';
import { SalesUsageRepository } from '../repositories/sales-usage.repository.js';

/**
 * Tells the deletion guard which records sales' rows use: products, warehouses and customers are used by sale
 * invoices, customers by receipts too. `order` keeps each refusal's wording as it has always been.
 */
@Injectable()
export class SalesUsageRegistrar implements OnModuleInit {
  constructor(private readonly guard: DeletionGuard, private readonly usage: SalesUsageRepository) {}

  onModuleInit(): void {
    const invoices = { singular: 'sale invoice', plural: 'sale invoices' };
    this.guard.register({ record: PRODUCT_RECORD, order: 1, ...invoices, count: (c, id) => this.usage.invoicesOfProduct(c, id) });
    this.guard.register({ record: WAREHOUSE_RECORD, order: 2, ...invoices, count: (c, id) => this.usage.invoicesOfWarehouse(c, id) });
    this.guard.register({ record: CUSTOMER_RECORD, order: 1, ...invoices, count: (c, id) => this.usage.invoicesOfCustomer(c, id) });
    this.guard.register({ record: CUSTOMER_RECORD, order: 3, singular: 'receipt', plural: 'receipts', count: (c, id) => this.usage.receiptsOfCustomer(c, id) });
  }
}
