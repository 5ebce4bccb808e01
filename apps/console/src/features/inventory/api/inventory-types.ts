import type { BodyOf, ItemOf, Schemas } from '@bizdesk/api-client';
import type { PageRequest } from '../../../api';

/** Shapes of the inventory API (warehouses, purchase orders, stock), generated from the server's DTOs and views. */

export type Warehouse = Schemas['WarehouseView'];

export type WarehouseOption = Schemas['WarehouseOption'];

/** Generated from the server's DTO. */
export type WarehouseSaveRequest = BodyOf<'/api/erp/warehouse', 'post'>;
export type Transporter = Schemas['TransporterView'];
export type TransporterSaveRequest = BodyOf<'/api/erp/transporter', 'post'>;

export type PurchaseOrder = Schemas['PurchaseOrderView'];

/** A purchase order's payment state, as the API sends it. */
export type PaymentStatus = PurchaseOrder['paymentStatus'];

export type PurchaseOrderItem = Schemas['PurchaseOrderItemView'];

export type PurchasePayment = Schemas['PurchasePaymentView'];

export type PurchaseOrderDetail = Schemas['PurchaseOrderDetailView'];

/** Generated from the server's DTO. */
export type PurchaseOrderSaveRequest = BodyOf<'/api/erp/purchase-order', 'post'>;

export type ReceivePurchaseOrderRequest = BodyOf<'/api/erp/purchase-order/receive', 'post'>;

export type PurchasePaymentRequest = BodyOf<'/api/erp/purchase-order/payment', 'post'>;

/** Generated from the server's DTO. */
export type StockEntryRequest = BodyOf<'/api/erp/stock-entry', 'post'>;

export type StockRow = Schemas['StockView'];

export type TradeSettingsSaveRequest = BodyOf<'/api/erp/inventory-setting', 'post'>;

/** One line of GET /api/erp/stock/ledger: a movement with the balance it left in its warehouse. */
export type StockLedgerRow = ItemOf<'/api/erp/stock/ledger'>;

export type StockMovementType = StockLedgerRow['movementType'];

/** The ledger's filters and page (query parameters). */
export interface StockLedgerRequest extends PageRequest {
  warehouseId?: number;
  productId?: number;
}

export type StockTransferRequest = BodyOf<'/api/erp/stock/transfer', 'post'>;

export type StockAdjustmentRequest = BodyOf<'/api/erp/stock/adjustment', 'post'>;
