import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { IsCalendarDate, IsQuantity, Required } from '../../../core/http/field-validators.js';
import { EInvoiceRegistrationView } from './e-invoice.dtos.js';

export const SALE_MESSAGES = {
  items: 'Add at least one product to the cart',
  itemsMax: 'A sale can have at most 200 lines',
  product: 'Please select product',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  customer: 'Please select customer',
  customerNotFound: 'Customer not found',
  notFound: 'Invoice not found',
  fromDate: 'From date must be a valid date',
  toDate: 'To date must be a valid date',
  range: 'From date must be on or before To date',
  walkIn: 'Walk-in Customer',
  warehouse: 'Please select warehouse',
  paymentMode: 'Payment mode must be CASH, BANK or CREDIT',
  creditNeedsCustomer: 'A sale on credit needs a customer',
} as const;

const M = SALE_MESSAGES;
export const PAYMENT_MODES = ['CASH', 'BANK', 'CREDIT'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
const optional = ({ value }: { value: unknown }) => (value === null || value === '' ? undefined : value);

export class CartLineDto {
  @ApiProperty()
  @Type(() => Number)
  @Min(1, { message: M.product })
  @IsInt({ message: M.product })
  productId: number;

  @ApiProperty({ example: 2, description: 'Up to 3 decimals' })
  @IsQuantity(M.quantity)
  @Required('Quantity is required')
  quantity: string | number;
}

/** POST /api/erp/sale-invoice: the POS checkout. Prices, tax and totals are the server's. */
export class CheckoutDto {
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Omitted or null: a walk-in sale (paid in cash)' })
  @Transform(optional)
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: M.customer })
  @IsInt({ message: M.customer })
  customerId?: number;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Where the goods leave from; the default warehouse when omitted' })
  @Transform(optional)
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: M.warehouse })
  @IsInt({ message: M.warehouse })
  warehouseId?: number;

  @ApiPropertyOptional({ enum: PAYMENT_MODES, description: "CASH (default) or BANK at the counter; CREDIT posts to the customer's account within the credit limit" })
  @Transform(optional)
  @IsOptional()
  @IsIn(PAYMENT_MODES, { message: M.paymentMode })
  paymentMode?: PaymentMode;

  @ApiProperty({ type: CartLineDto, isArray: true })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  @ArrayMaxSize(200, { message: M.itemsMax })
  @ArrayMinSize(1, { message: M.items })
  @IsArray({ message: M.items })
  @IsDefined({ message: M.items })
  items: CartLineDto[];
}

export class PosContextQuery {
  @ApiPropertyOptional({ description: 'The warehouse the POS sells from; the default one when omitted' })
  @Transform(optional)
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: M.warehouse })
  @IsInt({ message: M.warehouse })
  warehouseId?: number;
}

export class DateRangeQuery {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day of the current month when omitted' })
  @Transform(optional)
  @IsOptional()
  @IsCalendarDate(M.fromDate)
  fromDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day of the current month when omitted' })
  @Transform(optional)
  @IsOptional()
  @IsCalendarDate(M.toDate)
  toDate?: string;
}

export class PartyBlock {
  @ApiProperty({ nullable: true, type: Number }) id: number | null;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String, description: 'Lines separated by newlines' }) address: string | null;
  @ApiProperty({ nullable: true, type: String }) gstin: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Maharashtra (27)' }) stateWithCode: string | null;
}

export class SaleLineView {
  @ApiProperty() lineNo: number;
  @ApiProperty() productId: number;
  @ApiProperty() productName: string;
  @ApiProperty({ nullable: true, type: String }) hsn: string | null;
  @ApiProperty({ example: '2.000' }) quantity: string;
  @ApiProperty({ example: 'NOS', description: 'GST unit quantity code, as issued' }) unit: string;
  @ApiProperty({ example: '150.00', description: 'The unit price charged (including tax when priceIncludesTax)' }) rate: string;
  @ApiProperty() priceIncludesTax: boolean;
  @ApiProperty({ example: 18 }) gstPercent: number;
  @ApiProperty({ enum: ['NONE', 'FIXED', 'PERCENT'] }) cessType: string;
  @ApiProperty() cessValue: number;
  @ApiProperty() taxableAmount: string;
  @ApiProperty() cgstAmount: string;
  @ApiProperty() sgstAmount: string;
  @ApiProperty() igstAmount: string;
  @ApiProperty() cessAmount: string;
  @ApiProperty({ description: 'CGST + SGST + IGST' }) gstAmount: string;
  @ApiProperty() totalAmount: string;
}

export class HsnSummaryView {
  @ApiProperty({ nullable: true, type: String }) hsn: string | null;
  @ApiProperty() gstPercent: number;
  @ApiProperty() quantity: string;
  @ApiProperty() taxableAmount: string;
  @ApiProperty() cgstAmount: string;
  @ApiProperty() sgstAmount: string;
  @ApiProperty() igstAmount: string;
  @ApiProperty() cessAmount: string;
  @ApiProperty({ description: 'GST + cess of the group' }) totalTax: string;
}

export class SaleInvoiceView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'INV/2627/00001' }) invoiceNumber: string;
  @ApiProperty({ enum: ['TAX_INVOICE', 'BILL_OF_SUPPLY'], description: 'A seller without GSTIN or under composition issues bills of supply, without GST' })
  documentType: string;
  @ApiProperty({ example: '2026-11-23' }) invoiceDate: string;
  @ApiProperty() createdOn: string;
  @ApiProperty({ type: PartyBlock, description: 'The selling company' }) supplier: PartyBlock;
  @ApiProperty({ type: PartyBlock, description: 'Bill to' }) customer: PartyBlock;
  @ApiProperty({ nullable: true, type: String, example: 'Karnataka (29)' }) placeOfSupply: string | null;
  @ApiProperty({ example: 'No' }) reverseCharge: string;
  @ApiProperty() intraState: boolean;
  @ApiProperty() warehouseName: string;
  @ApiProperty({ type: SaleLineView, isArray: true }) items: SaleLineView[];
  @ApiProperty({ type: HsnSummaryView, isArray: true }) hsnSummary: HsnSummaryView[];
  @ApiProperty() taxableAmount: string;
  @ApiProperty() cgstAmount: string;
  @ApiProperty() sgstAmount: string;
  @ApiProperty() igstAmount: string;
  @ApiProperty() cessAmount: string;
  @ApiProperty({ example: '-0.37', description: 'Added to reach the whole rupee' }) roundOff: string;
  @ApiProperty({ description: 'Taxable + GST + cess + round off: a whole number of rupees' }) totalAmount: string;
  @ApiProperty({ example: 'Rupees Three Hundred Fifty Four Only' }) amountInWords: string;
  @ApiProperty({ enum: ['CASH', 'BANK', 'RECEIVABLE'] }) paymentAccount: string;
  @ApiProperty({ description: 'Credit sales: still to be received (receipts and credit notes reduce it); 0 otherwise' }) balanceDue: string;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
  @ApiProperty({ nullable: true, type: EInvoiceRegistrationView, description: 'The IRP registration (IRN, acknowledgement, signed QR) once stored' })
  eInvoice: EInvoiceRegistrationView | null;
}

export class SaleInvoiceRowView {
  @ApiProperty() id: number;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty() invoiceDate: string;
  @ApiProperty() customerName: string;
  @ApiProperty() taxableAmount: string;
  @ApiProperty({ description: 'GST + cess' }) taxAmount: string;
  @ApiProperty() totalAmount: string;
}


export class RecentOrderView {
  @ApiProperty() id: number;
  @ApiProperty() customerName: string;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty() invoiceDate: string;
  @ApiProperty({ example: '354.00' }) amount: string;
}

export class TopSellingProductView {
  @ApiProperty() productId: number;
  @ApiProperty() productName: string;
  @ApiProperty({ description: 'Current selling price' }) sp: string;
  @ApiProperty({ description: 'Quantity sold in the range', example: '12.000' }) totalSales: string;
  @ApiProperty({ description: 'Taxable value sold in the range' }) totalAmount: string;
}

export class PosDashboardView {
  @ApiProperty() fromDate: string;
  @ApiProperty() toDate: string;
  @ApiProperty() categories: number;
  @ApiProperty() products: number;
  @ApiProperty() customers: number;
  @ApiProperty({ description: 'Sales (invoice totals) in the range', example: '354.00' }) sales: string;
  @ApiProperty({ description: 'Number of sale invoices in the range' }) salesCount: number;
  @ApiProperty({ description: 'GST + cess on those sales' }) tax: string;
  @ApiProperty({ description: 'Purchase order totals dated in the range' }) purchase: string;
  @ApiProperty() purchaseCount: number;
  @ApiProperty({ type: RecentOrderView, isArray: true }) recentOrders: RecentOrderView[];
  @ApiProperty({ type: TopSellingProductView, isArray: true }) topSellingProducts: TopSellingProductView[];
}

export class StockOnHandOption {
  @ApiProperty() productId: number;
  @ApiProperty() quantity: string;
}

export class PosContextView {
  @ApiProperty({ nullable: true, type: Number, description: "The company's GST state, if known" }) companyStateId: number | null;
  @ApiProperty({ nullable: true, type: String }) companyStateName: string | null;
  @ApiProperty() allowNegativeStock: boolean;
  @ApiProperty() warehouseId: number;
  @ApiProperty() warehouseName: string;
  @ApiProperty({ type: StockOnHandOption, isArray: true, description: 'On hand in the chosen (else default) warehouse' }) stock: StockOnHandOption[];
  @ApiProperty({ description: 'A GSTIN and not composition: sales are tax invoices; otherwise bills of supply' }) collectsGst: boolean;
}
