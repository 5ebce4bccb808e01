import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { OptionalField, PickedId, QuantityField, stack } from '../../../core/http/dto-fields.js';
import { IsCalendarDate, IsRupeeAmount, Required } from '../../../core/http/field-validators.js';
import { ProductInWarehouseView } from '../../inventory/index.js';

export const OPENING_MESSAGES = {
  asOfDate: 'As of date must be a valid date',
  account: 'Please select account',
  debit: 'Debit must be 0 or more with at most 2 decimals',
  credit: 'Credit must be 0 or more with at most 2 decimals',
  bothSides: 'An account opens with a debit or a credit, not both',
  accountTwice: 'An account may appear only once',
  accountNotFound: 'Account not found',
  systemAccount: 'Enter customers, suppliers and stock in their own sections, not as account balances',
  customer: 'Please select customer',
  customerNotFound: 'Customer not found',
  supplier: 'Please select supplier',
  supplierNotFound: 'Supplier not found',
  amount: 'Amount must be 0 or more with at most 2 decimals',
  amountRequired: 'Amount is required',
  partyTwice: 'A customer or supplier may appear only once',
  product: 'Please select product',
  warehouse: 'Please select warehouse',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  quantityRequired: 'Quantity is required',
  unitCost: 'Unit cost must be 0 or more with at most 2 decimals',
  unitCostRequired: 'Unit cost is required',
  stockTwice: 'A product may appear only once per warehouse',
  tooMany: 'At most 5000 lines',
} as const;
const M = OPENING_MESSAGES;

/** The record a line opens (an account, a customer, a product...): picked from a list; missing is `message` too. */
const OpensFor = (message: string) => PickedId(message, Required(message));

/** An amount the books open with: 0 or more, as Indians write it; missing is `required`. */
const OpeningAmount = (message: string, required: string, api: ApiPropertyOptions) =>
  stack(ApiProperty(api), IsRupeeAmount(message, { allowZero: true }), Required(required));

/** One section of the openings: a list of at most 5000 `line` bodies, each validated; absent is none. */
const OpeningLines = (line: new () => object) =>
  stack(
    ApiPropertyOptional({ type: line, isArray: true }),
    IsOptional(), IsArray(), ArrayMaxSize(5000, { message: M.tooMany }), ValidateNested({ each: true }), Type(() => line),
  );

export class OpeningAccountLineDto {
  @OpensFor(M.account)
  accountId: number;

  @ApiPropertyOptional({ example: '25,000', description: 'Rupees, as Indians write them; 0 when absent' })
  @IsOptional() @IsRupeeAmount(M.debit, { allowZero: true })
  debit?: string | number;

  @ApiPropertyOptional({ example: '0' })
  @IsOptional() @IsRupeeAmount(M.credit, { allowZero: true })
  credit?: string | number;
}

export class OpeningCustomerLineDto {
  @OpensFor(M.customer)
  customerId: number;

  @OpeningAmount(M.amount, M.amountRequired, { example: '12,500.50', description: 'What the customer owed when the books start' })
  amount: string | number;
}

export class OpeningSupplierLineDto {
  @OpensFor(M.supplier)
  supplierId: number;

  @OpeningAmount(M.amount, M.amountRequired, { example: '40,000', description: 'What the company owed the supplier when the books start' })
  amount: string | number;
}

export class OpeningStockLineDto {
  @OpensFor(M.product)
  productId: number;

  @OpensFor(M.warehouse)
  warehouseId: number;

  @QuantityField(M.quantity, M.quantityRequired, { example: '12.5' })
  quantity: string | number;

  @OpeningAmount(M.unitCost, M.unitCostRequired, { example: '1,250.00', description: 'Cost per unit (taxable value)' })
  unitCost: string | number;
}

/** PUT /api/erp/opening-balance: the whole set, replacing what was there. */
export class SaveOpeningBalanceDto {
  @OptionalField({ example: '2026-03-31', description: 'Default: the day before the first financial year starts' }, IsCalendarDate(M.asOfDate))
  asOfDate?: string;

  @OpeningLines(OpeningAccountLineDto)
  accounts?: OpeningAccountLineDto[];

  @OpeningLines(OpeningCustomerLineDto)
  customers?: OpeningCustomerLineDto[];

  @OpeningLines(OpeningSupplierLineDto)
  suppliers?: OpeningSupplierLineDto[];

  @OpeningLines(OpeningStockLineDto)
  stock?: OpeningStockLineDto[];
}

export class OpeningAccountView {
  @ApiProperty() accountId: number;
  @ApiProperty() accountName: string;
  @ApiProperty({ example: '25000.00' }) debit: string;
  @ApiProperty({ example: '0.00' }) credit: string;
}

export class OpeningCustomerView {
  @ApiProperty() customerId: number;
  @ApiProperty() customerName: string;
  @ApiProperty({ example: '12500.50' }) amount: string;
}

export class OpeningSupplierView {
  @ApiProperty() supplierId: number;
  @ApiProperty() supplierName: string;
  @ApiProperty({ example: '40000.00' }) amount: string;
}

export class OpeningStockView extends ProductInWarehouseView {
  @ApiProperty({ example: '12.500' }) quantity: string;
  @ApiProperty({ example: '1250.00' }) unitCost: string;
  @ApiProperty({ example: '15625.00' }) value: string;
}

export class OpeningBalanceView {
  @ApiProperty({ example: '2026-03-31' }) asOfDate: string;
  @ApiProperty({ type: OpeningAccountView, isArray: true }) accounts: OpeningAccountView[];
  @ApiProperty({ type: OpeningCustomerView, isArray: true }) customers: OpeningCustomerView[];
  @ApiProperty({ type: OpeningSupplierView, isArray: true }) suppliers: OpeningSupplierView[];
  @ApiProperty({ type: OpeningStockView, isArray: true }) stock: OpeningStockView[];
  @ApiProperty({ example: '65000.00', description: 'Debits entered: accounts, customers, stock' }) totalDebit: string;
  @ApiProperty({ example: '40000.00', description: 'Credits entered: accounts, suppliers' }) totalCredit: string;
  @ApiProperty({
    example: '25000.00',
    description: 'totalDebit - totalCredit: posted to Opening Balance Equity (credited when positive, debited when negative)',
  })
  difference: string;
  @ApiProperty({ nullable: true, type: String, example: 'GT0000000042' }) groupTransactionId: string | null;
  @ApiProperty({ description: 'Nothing entered yet (the dashboard offers the page)' }) isEmpty: boolean;
  @ApiProperty({ description: 'The first financial year is locked: the openings can no longer change' }) locked: boolean;
}
