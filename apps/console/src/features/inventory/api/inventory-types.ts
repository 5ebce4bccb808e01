import type { BodyOf, Schemas } from '@bizdesk/api-client';

export type Warehouse = Schemas['WarehouseView'];

export type WarehouseOption = Schemas['WarehouseOption'];

/** Generated from the server's DTO. */
export type WarehouseSaveRequest = BodyOf<'/api/erp/warehouse', 'post'>;

export type PaymentStatus = 'UNPAID' | 'PARTIAL' | 'PAID';

export type PurchaseOrder = Schemas['PurchaseOrderView'];

export type PurchaseOrderItem = Schemas['PurchaseOrderItemView'];

export type PurchasePayment = Schemas['PurchasePaymentView'];

export type PurchaseOrderDetail = Schemas['PurchaseOrderDetailView'];

export interface PurchaseLineInput {
  productId: number;
  quantity: string;
  rate?: string;
  gstPercent?: string;
}

/** Generated from the server's DTO. */
export type PurchaseOrderSaveRequest = BodyOf<'/api/erp/purchase-order', 'post'>;

/** Generated from the server's DTO. */
export type StockEntryRequest = BodyOf<'/api/erp/stock-entry', 'post'>;

export type StockRow = Schemas['StockView'];

export type TradeSettings = Schemas['TradeSettingsView'];
