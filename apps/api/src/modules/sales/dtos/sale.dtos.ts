import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { DISCOUNT_TYPES, amountProblem, normalizeAmountInput, type DiscountType } from '@bizdesk/shared';
import { IsBoolean, IsDefined, IsIn, IsInt, Min, ValidateBy, ValidateNested, type ValidationArguments } from 'class-validator';
import { IsCalendarDate, IsRupeeAmount, Required } from '../../../core/http/field-validators.js';
import { EInvoiceRegistrationView } from './e-invoice.dtos.js';
import { LineItems, PickedId, QuantityField } from '../../../core/http/dto-fields.js';
import { GstAmountsView } from '../../inventory/index.js';
import { OmittableField } from './omittable-field.js';

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
  discountType: 'Discount type must be AMOUNT or PERCENT',
  discountTypeRequired: 'Discount type is required',
  discountPercent: 'Discount % must be between 0 and 100 with at most 2 decimals',
  discountAmount: 'Discount must be an amount of 0 or more with at most 2 decimals',
  discountRequired: 'Discount is required',
  nothingToPay: 'The discounts leave nothing to pay',
  cashReceived: 'Cash received must be a positive amount with at most 2 decimals',
  cashOnlyForCash: 'Cash received is only for a sale paid in cash',
  confirmBelowCost: 'Confirm below cost must be true or false',
} as const;

/** Messages with amounts in them (₹ with Indian grouping). */
export const lineDiscountTooBig = (name: string, discount: string, value: string) =>
  `Discount on ${name} (${discount}) cannot be more than the line value ${value}`;
export const billDiscountTooBig = (discount: string, value: string) => `Bill discount ${discount} cannot be more than the bill ${value}`;
export const cashShort = (cash: string, total: string) => `Cash received ${cash} is less than the total ${total}`;
export const belowCostMessage = (lines: string[]) =>
  `Below cost: ${lines.join('; ')}. Confirm to sell below cost`;

const M = SALE_MESSAGES;
export const PAYMENT_MODES = ['CASH', 'BANK', 'CREDIT'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A discount's value follows its type: a percent 0 to 100, or an amount of 0 or more; 2 decimals either way. */
const IsDiscountValue = () =>
  ValidateBy({
    name: 'isDiscountValue',
    validator: {
      validate: (v, args) => {
        const type = (args?.object as DiscountDto).type;
        if (type === 'PERCENT') {
          const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
          return /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100;
        }
        return amountProblem(v, { allowZero: true }) === null;
      },
    },
  }, { message: (args: ValidationArguments) => ((args.object as DiscountDto).type === 'PERCENT' ? M.discountPercent : M.discountAmount) });

/** An amount off (rupees) or a percent off. */
export class DiscountDto {
  @ApiProperty({ enum: DISCOUNT_TYPES })
  @IsIn(DISCOUNT_TYPES, { message: M.discountType })
  @IsDefined({ message: M.discountTypeRequired })
  type: DiscountType;

  @ApiProperty({ example: '10', description: 'PERCENT: 0 to 100; AMOUNT: rupees; up to 2 decimals' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeAmountInput(value) : value))
  @IsDiscountValue()
  @Required(M.discountRequired)
  value: string | number;
}

/** An optional discount (a line's or the bill's), checked as a {@link DiscountDto}. */
const Discount = (description: string) =>
  OmittableField({ type: DiscountDto, nullable: true, description }, ValidateNested(), Type(() => DiscountDto));

/** The warehouse a sale or the POS works from (a whole number from 1); the default one when omitted. */
const WarehouseChoice = (description: string, api: { nullable?: boolean; type?: typeof Number } = {}) =>
  OmittableField({ ...api, description }, Type(() => Number), Min(1, { message: M.warehouse }), IsInt({ message: M.warehouse }));

export class CartLineDto {
  @PickedId(M.product)
  productId: number;

  @QuantityField(M.quantity, 'Quantity is required', { example: 2, description: 'Up to 3 decimals' })
  quantity: string | number;

  @Discount("Off this line's price x quantity (off the tax-inclusive amount for a retail price, off the taxable value otherwise); GST is charged on the rest")
  discount?: DiscountDto;
}

/** POST /api/erp/sale-invoice: the POS checkout. Prices, tax and totals are the server's. */
export class CheckoutDto {
  @OmittableField(
    { nullable: true, type: Number, description: 'Omitted or null: a walk-in sale (paid in cash)' },
    Type(() => Number), Min(1, { message: M.customer }), IsInt({ message: M.customer }),
  )
  customerId?: number;

  @WarehouseChoice('Where the goods leave from; the default warehouse when omitted', { nullable: true, type: Number })
  warehouseId?: number;

  @OmittableField(
    { enum: PAYMENT_MODES, description: "CASH (default) or BANK at the counter; CREDIT posts to the customer's account within the credit limit" },
    IsIn(PAYMENT_MODES, { message: M.paymentMode }),
  )
  paymentMode?: PaymentMode;

  @LineItems(CartLineDto, 200, { required: M.items, tooMany: M.itemsMax })
  items: CartLineDto[];

  @Discount('Off the whole bill (after line discounts), shared among the lines in proportion to their value')
  billDiscount?: DiscountDto;

  @OmittableField(
    { description: 'Sell even though a discounted line is below its purchase price; otherwise such a sale is answered 409' },
    IsBoolean({ message: M.confirmBelowCost }),
  )
  confirmBelowCost?: boolean;

  @OmittableField(
    { nullable: true, type: String, example: '500', description: 'A cash sale: what the customer handed over (at least the total); the invoice shows it and the change' },
    IsRupeeAmount(M.cashReceived),
  )
  cashReceived?: string | number;
}

export class PosContextQuery {
  @WarehouseChoice('The warehouse the POS sells from; the default one when omitted')
  warehouseId?: number;
}

export class DateRangeQuery {
  @OmittableField({ example: '2026-11-01', description: 'First day of the current month when omitted' }, IsCalendarDate(M.fromDate))
  fromDate?: string;

  @OmittableField({ example: '2026-11-30', description: 'Last day of the current month when omitted' }, IsCalendarDate(M.toDate))
  toDate?: string;
}

export class PartyBlock {
  @ApiProperty({ nullable: true, type: Number }) id: number | null;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String, description: 'Lines separated by newlines' }) address: string | null;
  @ApiProperty({ nullable: true, type: String }) gstin: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Maharashtra (27)' }) stateWithCode: string | null;
}

export class SaleLineView extends GstAmountsView {
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
  @ApiProperty({ description: 'CGST + SGST + IGST' }) gstAmount: string;
  @ApiProperty() totalAmount: string;
  @ApiProperty({ example: '20.00', description: "The line's own discount (taxable value and GST are after every discount)" }) discountAmount: string;
  @ApiProperty({ nullable: true, type: Number, example: 10, description: 'The percent the line discount was given as' }) discountPercent: number | null;
  @ApiProperty({ example: '5.00', description: "The line's share of the bill discount" }) billDiscountAmount: string;
}

export class HsnSummaryView extends GstAmountsView {
  @ApiProperty({ nullable: true, type: String }) hsn: string | null;
  @ApiProperty() gstPercent: number;
  @ApiProperty() quantity: string;
  @ApiProperty({ description: 'GST + cess of the group' }) totalTax: string;
}

export class SaleInvoiceView extends GstAmountsView {
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
  @ApiProperty({ example: '-0.37', description: 'Added to reach the whole rupee' }) roundOff: string;
  @ApiProperty({ description: 'Taxable + GST + cess + round off: a whole number of rupees' }) totalAmount: string;
  @ApiProperty({ example: 'Rupees Three Hundred Fifty Four Only' }) amountInWords: string;
  @ApiProperty({ enum: ['CASH', 'BANK', 'RECEIVABLE'] }) paymentAccount: string;
  @ApiProperty({ description: 'Credit sales: still to be received (receipts and credit notes reduce it); 0 otherwise' }) balanceDue: string;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
  @ApiProperty({ example: '25.00', description: 'Every discount of the invoice: the lines\' own and the bill\'s' }) discountAmount: string;
  @ApiProperty({ example: '5.00', description: 'The bill discount' }) billDiscountAmount: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The percent the bill discount was given as' }) billDiscountPercent: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'A cash sale: what the customer handed over' }) cashReceived: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Cash received - total' }) changeDue: string | null;
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
