// The public surface of modules/inventory: other modules import only from here (scripts/check-boundaries.mjs).
export { InventoryModule } from './inventory.module.js';
export { DocumentNumbersService, type NumberedWrite } from './services/document-numbers.service.js';
export { GstInwardService } from './services/gst-inward.service.js';
export { PurchaseOrdersService } from './services/purchase-orders.service.js';
export { StockService } from './services/stock.service.js';
export { TradeSettingsService } from './services/trade-settings.service.js';
export { WarehousesService } from './services/warehouses.service.js';
export { WAREHOUSE_RECORD } from './services/guarded-records.js';
export { TransportersService } from './services/transporters.service.js';
export { EWAY_MESSAGES, EwayBillQuery } from './dtos/eway-bill.dtos.js';
export { gstTotalsOf, type GstAmounts, type GstTotals } from './sql/gst-amounts.js';
export { GstAmountsView, ProductInWarehouseView, TaxedLineView } from './dtos/trade-document.views.js';
