import { normalizeAmountInput } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { IsSelectedId, toOptionalNumber, toTrimmed, toTrimmedOrNull } from './accounting-validators.js';
import { IndianAmount, IsCalendarDate, IsGstin, IsRupeeAmount } from '../../../core/http/field-validators.js';
import { optionalUpper } from '../../../core/http/dto-transforms.js';
import { OptionalSaveId } from '../../../core/http/dto-fields.js';

const selected = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;

abstract class RecordFieldsDto {
  @OptionalSaveId()
  id: number = 0;

  @ApiProperty({ minLength: 2, maxLength: 150, example: 'Office rent for November' })
  @Transform(toTrimmed)
  @MinLength(2, { message: M.titleMin })
  @MaxLength(150, { message: M.titleMax })
  @IsString({ message: M.titleRequired })
  @IsNotEmpty({ message: M.titleRequired })
  title: string;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 1000 })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Description must be at most 1000 characters' })
  description?: string | null;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'number' }], example: '1250.50',
    description: 'Rupees, greater than 0, at most 2 decimals (a decimal string is exact; numbers are read as written); "1,00,000.50" and "100,000.50" are read as 100000.50',
  })
  @Transform(({ value }) => (typeof value === 'string' ? normalizeAmountInput(value) : value))
  @IsRupeeAmount({
    required: M.amountRequired, decimals: M.amountDecimals, tooLarge: M.amountTooLarge, invalid: M.amountPositive,
  })
  amount: string | number;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Kept for compatibility; files are managed with /attachment' })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  attachmentPath?: string | null;
}

/** POST /api/erp/expense */
export class SaveExpenseDto extends RecordFieldsDto {
  @ApiProperty({ example: 3 })
  @Transform(selected)
  @IsSelectedId(M.categoryRequired)
  expenseCategoryId: number;

  @ApiProperty({ example: '2026-11-23', description: 'yyyy-MM-dd' })
  @Transform(toTrimmed)
  @IsCalendarDate(M.dateInvalid, M.expenseDateRequired)
  expenseDate: string;

  @ApiProperty({ example: 1, description: 'The account paid from: Cash, Bank, Payable or Loan' })
  @Transform(selected)
  @IsSelectedId(M.paymentAccountRequired)
  paymentAccountId: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @Transform(toOptionalNumber)
  @IsOptional()
  @IsInt({ message: 'supplierId must be a whole number' })
  @Min(1, { message: 'supplierId must be a whole number' })
  supplierId?: number | null;

  // The optional GST part (issue 28): all blank for an expense without GST.
  @ApiPropertyOptional({ nullable: true, type: String, example: '29AAGCB7383J1Z4', description: "The vendor's GSTIN; blank: the expense carries no GST" })
  @Transform(optionalUpper)
  @IsOptional()
  @IsGstin({ message: M.gst.vendorGstin })
  vendorGstin?: string | null;

  @ApiPropertyOptional({ nullable: true, type: Number, example: 27, description: 'GST state code of the place of supply' })
  @Transform(toOptionalNumber)
  @IsOptional()
  @IsInt({ message: M.gst.placeOfSupplyInvalid })
  placeOfSupplyStateId?: number | null;

  @ApiPropertyOptional({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }], example: '1000.00', description: 'Rupees: the value GST is charged on' })
  @IndianAmount()
  @IsOptional()
  taxableAmount?: string | number | null;

  @ApiPropertyOptional({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }], example: '0', description: 'Rupees: IGST (vendor outside the place of supply\'s state)' })
  @IndianAmount()
  @IsOptional()
  igstAmount?: string | number | null;

  @ApiPropertyOptional({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }], example: '90.00', description: 'Rupees: CGST (equal to SGST)' })
  @IndianAmount()
  @IsOptional()
  cgstAmount?: string | number | null;

  @ApiPropertyOptional({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }], example: '90.00', description: 'Rupees: SGST/UTGST (equal to CGST)' })
  @IndianAmount()
  @IsOptional()
  sgstAmount?: string | number | null;

  @ApiPropertyOptional({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }], example: '0', description: 'Rupees: compensation cess' })
  @IndianAmount()
  @IsOptional()
  cessAmount?: string | number | null;

  @ApiPropertyOptional({ type: Boolean, description: 'The GST is input tax credit, posted to Input GST (the default when a GSTIN is given); false: blocked credit, part of the expense' })
  @IsOptional()
  @IsBoolean({ message: M.gst.eligible })
  itcEligible?: boolean;
}

/** POST /api/erp/income */
export class SaveIncomeDto extends RecordFieldsDto {
  @ApiProperty({ example: 2 })
  @Transform(selected)
  @IsSelectedId(M.categoryRequired)
  incomeCategoryId: number;

  @ApiProperty({ example: '2026-11-23', description: 'yyyy-MM-dd' })
  @Transform(toTrimmed)
  @IsCalendarDate(M.dateInvalid, M.incomeDateRequired)
  incomeDate: string;

  @ApiProperty({ example: 2, description: 'The account the money went into: Cash, Bank or Receivable' })
  @Transform(selected)
  @IsSelectedId(M.receivedAccountRequired)
  receivedIntoAccountId: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @Transform(toOptionalNumber)
  @IsOptional()
  @IsInt({ message: 'customerId must be a whole number' })
  @Min(1, { message: 'customerId must be a whole number' })
  customerId?: number | null;
}

/** The filtered list's total, on top of the page. */
export class RecordTotalsView {
  @ApiProperty({ example: '1250.00', description: 'Sum of every record the filters select (all pages)' }) totalAmount: string;
}

export class ExpenseView {
  @ApiProperty() id: number;
  @ApiProperty() expenseCategoryId: number;
  @ApiProperty() expenseCategoryName: string;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: '1250.50', description: 'Decimal string, 2 decimals' }) amount: string;
  @ApiProperty({ example: '2026-11-23' }) expenseDate: string;
  @ApiProperty() paymentAccountId: number;
  @ApiProperty({ description: 'Name of the account paid from' }) fromAccount: string;
  @ApiProperty({ nullable: true, type: Number }) supplierId: number | null;
  @ApiProperty({ nullable: true, type: String }) supplierName: string | null;
  @ApiProperty({ nullable: true, type: String }) attachmentPath: string | null;
  @ApiProperty() attachmentCount: number;
  @ApiProperty({ example: 'GT0000000042' }) groupTransactionId: string;
  @ApiProperty({ nullable: true, type: String, description: "The vendor's GSTIN (null: no GST on the expense)" }) vendorGstin: string | null;
  @ApiProperty({ nullable: true, type: Number }) placeOfSupplyStateId: number | null;
  @ApiProperty({ nullable: true, type: String, example: '1000.00' }) taxableAmount: string | null;
  @ApiProperty({ example: '0.00' }) igstAmount: string;
  @ApiProperty({ example: '90.00' }) cgstAmount: string;
  @ApiProperty({ example: '90.00' }) sgstAmount: string;
  @ApiProperty({ example: '0.00' }) cessAmount: string;
  @ApiProperty({ description: 'The GST went to Input GST (true) or stayed in the expense (false)' }) itcEligible: boolean;
}

export class IncomeView {
  @ApiProperty() id: number;
  @ApiProperty() incomeCategoryId: number;
  @ApiProperty() incomeCategoryName: string;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: '1250.50' }) amount: string;
  @ApiProperty({ example: '2026-11-23' }) incomeDate: string;
  @ApiProperty() receivedIntoAccountId: number;
  @ApiProperty() receivedIntoAccountName: string;
  @ApiProperty({ nullable: true, type: Number }) customerId: number | null;
  @ApiProperty({ nullable: true, type: String }) customerName: string | null;
  @ApiProperty({ nullable: true, type: String }) attachmentPath: string | null;
  @ApiProperty() attachmentCount: number;
  @ApiProperty({ example: 'GT0000000043' }) groupTransactionId: string;
}

export class TransactionHistoryView {
  @ApiProperty() id: number;
  @ApiProperty({ description: "The user's name" }) createdBy: string;
  @ApiProperty({ description: 'ISO timestamp' }) createdOn: string;
  @ApiProperty() remark: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-23' }) transactionDate: string | null;
  @ApiProperty({ nullable: true, type: String, example: '1250.50' }) amount: string | null;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
}
