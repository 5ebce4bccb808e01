import type { BodyOf, Schemas } from '@bizdesk/api-client';
import type { PageRequest } from '../../../api';


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
export type StockMovementType = 'PURCHASE_RECEIPT' | 'SALE' | 'SALE_RETURN' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'ADJUSTMENT';

/** One line of GET /api/erp/stock/ledger: a movement with the balance it left in its warehouse. */
export interface StockLedgerRow {
  id: number;
  date: string;
  movementType: StockMovementType;
  document: string | null;
  productId: number;
  productName: string;
  warehouseId: number;
  warehouseName: string;
  quantityIn: string;
  quantityOut: string;
  balance: string;
  note: string | null;
}

export interface StockLedgerRequest extends PageRequest {
  warehouseId?: number;
  productId?: number;
}

export interface StockLine {
  productId: number;
  quantity: string;
}

export interface StockTransferRequest {
  fromWarehouseId: number;
  toWarehouseId: number;
  note?: string;
  items: StockLine[];
}

export interface StockAdjustmentRequest {
  warehouseId: number;
  reason: string;
  items: StockLine[];
}

export interface StockDocumentLine {
  productId: number;
  productName: string;
  warehouseId: number;
  warehouseName: string;
  quantity: string;
  balance: string;
}
