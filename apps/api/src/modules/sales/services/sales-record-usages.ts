import { Injectable } from '@nestjs/common';
import { RecordUsages, type DeclaresRecordUsages, type RecordUsage } from '../../../core/deletion-guard/index.js';
import { PRODUCT_RECORD } from '../../catalogue/index.js';
import { WAREHOUSE_RECORD } from '../../inventory/index.js';
import { CUSTOMER_RECORD } from '../../parties/index.js';
import { SalesUsageRepository } from '../repositories/sales-usage.repository.js';

const invoices = { singular: 'sale invoice', plural: 'sale invoices' };

/**
 * What sales' rows use, for the deletion guard: products, warehouses and customers are used by sale invoices,
 * customers by receipts too. `order` keeps each refusal's wording as it has always been.
 */
@RecordUsages()
@Injectable()
export class SalesRecordUsages implements DeclaresRecordUsages {
  constructor(private readonly usage: SalesUsageRepository) {}

  usages(): RecordUsage[] {
    return [
      { record: PRODUCT_RECORD, order: 1, ...invoices, count: (c, id) => this.usage.invoicesOfProduct(c, id) },
      { record: WAREHOUSE_RECORD, order: 2, ...invoices, count: (c, id) => this.usage.invoicesOfWarehouse(c, id) },
      { record: CUSTOMER_RECORD, order: 1, ...invoices, count: (c, id) => this.usage.invoicesOfCustomer(c, id) },
      { record: CUSTOMER_RECORD, order: 3, singular: 'receipt', plural: 'receipts', count: (c, id) => this.usage.receiptsOfCustomer(c, id) },
    ];
  }
}
