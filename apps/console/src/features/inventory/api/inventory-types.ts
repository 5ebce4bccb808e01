import type { Schemas } from '@bizdesk/api-client';

export type Warehouse = Schemas['WarehouseView'];

export type WarehouseOption = Schemas['WarehouseOption'];

export type WarehouseSaveRequest = Omit<Warehouse, 'stateName' | 'countryName'>;

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

export interface PurchaseOrderSaveRequest {
  id: number;
  purchaseOrderNumber?: string;
  purchaseDate: string;
  supplierId: number;
  warehouseId: number;
  note?: string;
  items: PurchaseLineInput[];
}

export interface StockEntryRequest {
  supplierId: number;
  warehouseId?: number;
  purchaseDate?: string;
  note?: string;
  items: PurchaseLineInput[];
}

export type StockRow = Schemas['StockView'];

export type TradeSettings = Schemas['TradeSettingsView'];
