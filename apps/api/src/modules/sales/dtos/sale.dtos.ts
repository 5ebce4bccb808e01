import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { IsCalendarDate, IsQuantity } from '../../catalogue/dtos/catalogue-validators.js';
import { Required } from '../../../core/http/field-validators.js';

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
} as const;

const M = SALE_MESSAGES;
const optional = ({ value }: { value: unknown }) => (value === null || value === '' ? undefined : value);

export class CartLineDto {
  @ApiProperty()
  @Type(() => Number)
  @Min(1, { message: M.product })
  @IsInt({ message: M.product })
  productId: number;

  @ApiProperty({ example: 2, description: 'Up to 3 decimals' })
  @IsQuantity({ message: M.quantity })
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

  @ApiProperty({ type: CartLineDto, isArray: true })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  @ArrayMaxSize(200, { message: M.itemsMax })
  @ArrayMinSize(1, { message: M.items })
  @IsArray({ message: M.items })
  @IsDefined({ message: M.items })
  items: CartLineDto[];
}

export class DateRangeQuery {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day of the current month when omitted' })
  @Transform(optional)
  @IsOptional()
  @IsCalendarDate({ message: M.fromDate })
  fromDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day of the current month when omitted' })
  @Transform(optional)
  @IsOptional()
  @IsCalendarDate({ message: M.toDate })
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
  @ApiProperty({ example: '150.00' }) rate: string;
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
  @ApiProperty({ example: 'INV/2026-27/0001' }) invoiceNumber: string;
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
  @ApiProperty() totalAmount: string;
  @ApiProperty({ example: 'Rupees Three Hundred Fifty Four Only' }) amountInWords: string;
  @ApiProperty({ enum: ['CASH', 'RECEIVABLE'] }) paymentAccount: string;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
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

export class PagedSaleInvoices {
  @ApiProperty({ type: SaleInvoiceRowView, isArray: true }) list: SaleInvoiceRowView[];
  @ApiProperty() totalPages: number;
  @ApiProperty() totalRecords: number;
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
  @ApiProperty({ type: StockOnHandOption, isArray: true, description: 'On hand in the default warehouse' }) stock: StockOnHandOption[];
}
