import { BalanceWarningView } from '../../accounting/index.js';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import { IsCalendarDate, IsGstPercent, IsRupeeAmount } from '../../../core/http/field-validators.js';
import {
  AmountField, LineItems, OptionalField, OptionalLineItems, OptionalPickedId, OptionalText, PickedId, QuantityField, SaveId,
} from '../../../core/http/dto-fields.js';
import { GstAmountsView, ProductInWarehouseView, TaxedLineView } from './trade-document.views.js';

export const PO_MESSAGES = {
  supplier: 'Please select supplier',
  date: 'Please select date',
  warehouse: 'Please select warehouse',
  number: 'PO Number may have letters, digits, "/" and "-" only (at most 30)',
  note: 'Note must be at most 500 characters',
  items: 'Add at least one item',
  receiveNeedsItems: 'Add at least one item before receiving the stock',
  deleteLocked: 'Purchase order locked: stock has been received, so it cannot be deleted',
  deletePaid: 'Purchase order has payments: it cannot be deleted',
  itemsMax: 'A purchase order can have at most 200 items',
  product: 'Please select product',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  rate: 'Rate must be 0 or a positive amount with at most 2 decimals',
  gstPercent: 'GST Percentage must be between 0 and 100 with at most 2 decimals',
  notFound: 'Purchase order not found',
  locked: 'Purchase order locked: stock has been received, so it can no longer be edited',
  alreadyReceived: 'Stock for this purchase order has already been received',
  numberTaken: 'A purchase order with this number already exists',
  supplierNotFound: 'Supplier not found',
  warehouseNotFound: 'Warehouse not found',
  productNotFound: 'Product not found',
  amountRequired: 'Amount is required',
  amount: 'Amount must be greater than 0',
  paymentMode: 'Please select payment mode',
  paymentDate: 'Payment date must be a valid date',
  fullyPaid: 'This purchase order is already fully paid',
  belowPaid: 'The new total cannot be less than the amount already paid',
  id: 'id must be a whole number',
} as const;

const M = PO_MESSAGES;

export class PurchaseOrderItemDto {
  @PickedId(M.product)
  productId: number;

  @QuantityField(M.quantity, 'Quantity is required', { example: '10', description: 'Up to 3 decimals' })
  quantity: string | number;

  @OptionalField({ example: '90.00', description: "Rate per unit before GST; the product's purchase price when omitted" }, IsRupeeAmount(M.rate, { allowZero: true }))
  rate?: string | number;

  @OptionalField({ example: 18, description: "The product's GST percent when omitted" }, IsGstPercent(M.gstPercent))
  gstPercent?: string | number;
}

class PurchaseHeaderDto {
  @OptionalText(500, M.note)
  note?: string;

  @PickedId(M.supplier)
  supplierId: number;
}

/**
 * POST /api/erp/purchase-order: id 0 creates. Totals are computed here from the lines. The spec's order
 * has no lines: without `items` a new order is a draft with none, and an edit keeps its lines.
 */
export class SavePurchaseOrderDto extends PurchaseHeaderDto {
  @OptionalLineItems(
    PurchaseOrderItemDto, 200, { invalid: M.items, tooMany: M.itemsMax },
    'Omitted: a new order is a draft without lines; an edit keeps its lines',
  )
  items?: PurchaseOrderItemDto[];

  @SaveId('0 for a new order', M.id)
  id: number;

  @OptionalField({ description: 'Generated (PO/2026-27/0001) when blank', maxLength: 30 }, Matches(/^[A-Za-z0-9][A-Za-z0-9/-]{0,29}$/, { message: M.number }))
  purchaseOrderNumber?: string;

  @ApiProperty({ example: '2026-11-23' })
  @IsCalendarDate(M.date)
  purchaseDate: string;

  @PickedId(M.warehouse)
  warehouseId: number;
}

/** POST /api/erp/stock-entry: stock received without an order; an order is generated and locked. */
export class StockEntryDto extends PurchaseHeaderDto {
  @LineItems(PurchaseOrderItemDto, 200, { required: M.items, tooMany: M.itemsMax })
  items: PurchaseOrderItemDto[];

  @OptionalPickedId(M.warehouse, { description: 'The default warehouse when omitted' })
  warehouseId?: number;

  @OptionalField({ example: '2026-11-23', description: 'Today when omitted' }, IsCalendarDate(M.date))
  purchaseDate?: string;
}

/** POST /api/erp/purchase-order/receive */
export class ReceivePurchaseOrderDto {
  @PickedId(M.notFound)
  purchaseOrderId: number;

  @OptionalPickedId(M.warehouse, { description: "The order's warehouse when omitted" })
  warehouseId?: number;
}

/** POST /api/erp/purchase-order/payment */
export class PurchasePaymentDto {
  @PickedId(M.notFound)
  purchaseOrderId: number;

  @AmountField(M.amount, M.amountRequired, { example: '500.00' })
  amount: string | number;

  @OptionalField({ example: '2026-11-23', description: 'Today when omitted' }, IsCalendarDate(M.paymentDate))
  paymentDate?: string;

  @OptionalField({ enum: ['CASH', 'BANK'], default: 'CASH' }, IsIn(['CASH', 'BANK'], { message: M.paymentMode }))
  paymentMode?: 'CASH' | 'BANK';

  @OptionalText(300, 'Note must be at most 300 characters')
  note?: string;
}

export class PurchaseOrderView extends GstAmountsView {
  @ApiProperty() id: number;
  @ApiProperty() purchaseOrderNumber: string;
  @ApiProperty({ example: '2026-11-23' }) purchaseDate: string;
  @ApiProperty() supplierId: number;
  @ApiProperty() supplierName: string;
  @ApiProperty() warehouseId: number;
  @ApiProperty() warehouseName: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty() intraState: boolean;
  @ApiProperty() totalAmount: string;
  @ApiProperty() paidAmount: string;
  @ApiProperty({ enum: ['UNPAID', 'PARTIAL', 'PAID'] }) paymentStatus: 'UNPAID' | 'PARTIAL' | 'PAID';
  @ApiProperty() isLocked: boolean;
  @ApiProperty({ description: 'Generated for stock received without an order' }) autoGenerated: boolean;
  @ApiProperty({ nullable: true, type: String }) receivedAt: string | null;
  @ApiProperty({ nullable: true, type: String }) receivedWarehouseName: string | null;
}

export class PurchaseOrderItemView extends TaxedLineView {
  @ApiProperty() rate: string;
}

export class PurchasePaymentView {
  @ApiProperty() id: number;
  @ApiProperty() amount: string;
  @ApiProperty() paymentDate: string;
  @ApiProperty({ enum: ['CASH', 'BANK'] }) paymentMode: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
}

export class PurchaseOrderDetailView extends PurchaseOrderView {
  @ApiProperty({ type: PurchaseOrderItemView, isArray: true }) items: PurchaseOrderItemView[];
  @ApiProperty({ type: PurchasePaymentView, isArray: true }) payments: PurchasePaymentView[];
}

/** The order after a payment, with the accounts the payment left below zero (issue 27 item 5; empty when none). */
export class PaidPurchaseOrderView extends PurchaseOrderDetailView {
  @ApiProperty({ type: BalanceWarningView, isArray: true }) warnings: BalanceWarningView[];
}


export class PurchaseOrderOption {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The PO number' }) name: string;
}

export class StockQuery {
  @OptionalPickedId(M.warehouse)
  warehouseId?: number;

  @OptionalPickedId(M.product)
  productId?: number;
}

export class StockView extends ProductInWarehouseView {
  @ApiProperty() categoryName: string;
  @ApiProperty({ example: '12.000' }) quantity: string;
}

export class StockValuationRowView extends ProductInWarehouseView {
  @ApiProperty({ example: '12.000' }) quantity: string;
  @ApiProperty({ example: '450.00', description: 'Moving weighted average cost per unit (value / quantity, to the paisa)' }) averageCost: string;
  @ApiProperty({ example: '5400.00', description: 'Stock at cost: the sum of the movements values' }) value: string;
}

export class StockValuationView {
  @ApiProperty({ example: '2026-11-30' }) asOf: string;
  @ApiProperty({ type: StockValuationRowView, isArray: true }) rows: StockValuationRowView[];
  @ApiProperty({ example: '44000.00', description: 'Equals the Stock in Hand account balance on asOf, to the paisa' }) totalValue: string;
}

export class StockLedgerRowView extends ProductInWarehouseView {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-23' }) date: string;
  @ApiProperty({ enum: ['PURCHASE_RECEIPT', 'SALE', 'SALE_RETURN', 'TRANSFER_IN', 'TRANSFER_OUT', 'ADJUSTMENT', 'OPENING', 'REVALUATION'] }) movementType: string;
  @ApiProperty({ nullable: true, type: String, example: 'INV/2627/00001' }) document: string | null;
  @ApiProperty({ example: '5.000' }) quantityIn: string;
  @ApiProperty({ example: '0.000' }) quantityOut: string;
  @ApiProperty({ example: '12.000', description: 'On hand in the warehouse after this movement' }) balance: string;
  @ApiProperty({ nullable: true, type: String, description: "An adjustment's reason or a transfer's note" }) note: string | null;
}


