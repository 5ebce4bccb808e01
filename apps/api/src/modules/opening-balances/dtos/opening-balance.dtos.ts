import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { optionalText } from '../../../core/http/dto-transforms.js';
import { IsCalendarDate, IsQuantity, IsRupeeAmount, Required } from '../../../core/http/field-validators.js';

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

export class OpeningAccountLineDto {
  @ApiProperty() @Type(() => Number) @Min(1, { message: M.account }) @IsInt({ message: M.account }) @Required(M.account)
  accountId: number;

  @ApiPropertyOptional({ example: '25,000', description: 'Rupees, as Indians write them; 0 when absent' })
  @IsOptional() @IsRupeeAmount(M.debit, { allowZero: true })
  debit?: string | number;

  @ApiPropertyOptional({ example: '0' })
  @IsOptional() @IsRupeeAmount(M.credit, { allowZero: true })
  credit?: string | number;
}

export class OpeningCustomerLineDto {
  @ApiProperty() @Type(() => Number) @Min(1, { message: M.customer }) @IsInt({ message: M.customer }) @Required(M.customer)
  customerId: number;

  @ApiProperty({ example: '12,500.50', description: 'What the customer owed when the books start' })
  @IsRupeeAmount(M.amount, { allowZero: true }) @Required(M.amountRequired)
  amount: string | number;
}

export class OpeningSupplierLineDto {
  @ApiProperty() @Type(() => Number) @Min(1, { message: M.supplier }) @IsInt({ message: M.supplier }) @Required(M.supplier)
  supplierId: number;

  @ApiProperty({ example: '40,000', description: 'What the company owed the supplier when the books start' })
  @IsRupeeAmount(M.amount, { allowZero: true }) @Required(M.amountRequired)
  amount: string | number;
}

export class OpeningStockLineDto {
  @ApiProperty() @Type(() => Number) @Min(1, { message: M.product }) @IsInt({ message: M.product }) @Required(M.product)
  productId: number;

  @ApiProperty() @Type(() => Number) @Min(1, { message: M.warehouse }) @IsInt({ message: M.warehouse }) @Required(M.warehouse)
  warehouseId: number;

  @ApiProperty({ example: '12.5' }) @IsQuantity(M.quantity) @Required(M.quantityRequired)
  quantity: string | number;

  @ApiProperty({ example: '1,250.00', description: 'Cost per unit (taxable value)' })
  @IsRupeeAmount(M.unitCost, { allowZero: true }) @Required(M.unitCostRequired)
  unitCost: string | number;
}

/** PUT /api/erp/opening-balance: the whole set, replacing what was there. */
export class SaveOpeningBalanceDto {
  @ApiPropertyOptional({ example: '2026-03-31', description: 'Default: the day before the first financial year starts' })
  @Transform(optionalText) @IsOptional() @IsCalendarDate(M.asOfDate)
  asOfDate?: string;

  @ApiPropertyOptional({ type: OpeningAccountLineDto, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(5000, { message: M.tooMany }) @ValidateNested({ each: true }) @Type(() => OpeningAccountLineDto)
  accounts?: OpeningAccountLineDto[];

  @ApiPropertyOptional({ type: OpeningCustomerLineDto, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(5000, { message: M.tooMany }) @ValidateNested({ each: true }) @Type(() => OpeningCustomerLineDto)
  customers?: OpeningCustomerLineDto[];

  @ApiPropertyOptional({ type: OpeningSupplierLineDto, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(5000, { message: M.tooMany }) @ValidateNested({ each: true }) @Type(() => OpeningSupplierLineDto)
  suppliers?: OpeningSupplierLineDto[];

  @ApiPropertyOptional({ type: OpeningStockLineDto, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(5000, { message: M.tooMany }) @ValidateNested({ each: true }) @Type(() => OpeningStockLineDto)
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

export class OpeningStockView {
  @ApiProperty() productId: number;
  @ApiProperty() productName: string;
  @ApiProperty() warehouseId: number;
  @ApiProperty() warehouseName: string;
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
