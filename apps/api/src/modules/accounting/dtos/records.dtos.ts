import { normalizeAmountInput } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional } from 'class-validator';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { DateField, OptionalRecordId, SelectedIdField, toOptionalNumber } from './accounting-validators.js';
import { IndianAmount, IsGstin, IsRupeeAmount } from '../../../core/http/field-validators.js';
import { optionalUpper } from '../../../core/http/dto-transforms.js';
import { RequiredText, NullableText, OptionalSaveId, stack } from '../../../core/http/dto-fields.js';

/** One part of an expense's optional GST (issue 28): rupees as typed, blank is not given. */
const GstPart = (api: ApiPropertyOptions) =>
  stack(ApiPropertyOptional({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }], ...api }), IndianAmount(), IsOptional());

abstract class RecordFieldsDto {
  @OptionalSaveId()
  id: number = 0;

  @RequiredText(2, 150, { required: M.titleRequired, tooShort: M.titleMin, tooLong: M.titleMax }, { minLength: 2, maxLength: 150, example: 'Office rent for November' })
  title: string;

  @NullableText(1000, 'Description must be at most 1000 characters', { nullable: true, type: String, maxLength: 1000 })
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

  @NullableText(500, undefined, { nullable: true, type: String, description: 'Kept for compatibility; files are managed with /attachment' })
  attachmentPath?: string | null;
}

/** POST /api/erp/expense */
export class SaveExpenseDto extends RecordFieldsDto {
  @SelectedIdField(M.categoryRequired, { example: 3 })
  expenseCategoryId: number;

  @DateField(M.dateInvalid, M.expenseDateRequired, { example: '2026-11-23', description: 'yyyy-MM-dd' })
  expenseDate: string;

  @SelectedIdField(M.paymentAccountRequired, { example: 1, description: 'The account paid from: Cash, Bank, Payable or Loan' })
  paymentAccountId: number;

  @OptionalRecordId('supplierId must be a whole number', { type: Number, nullable: true })
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

  @GstPart({ example: '1000.00', description: 'Rupees: the value GST is charged on' })
  taxableAmount?: string | number | null;

  @GstPart({ example: '0', description: 'Rupees: IGST (vendor outside the place of supply\'s state)' })
  igstAmount?: string | number | null;

  @GstPart({ example: '90.00', description: 'Rupees: CGST (equal to SGST)' })
  cgstAmount?: string | number | null;

  @GstPart({ example: '90.00', description: 'Rupees: SGST/UTGST (equal to CGST)' })
  sgstAmount?: string | number | null;

  @GstPart({ example: '0', description: 'Rupees: compensation cess' })
  cessAmount?: string | number | null;

  @ApiPropertyOptional({ type: Boolean, description: 'The GST is input tax credit, posted to Input GST (the default when a GSTIN is given); false: blocked credit, part of the expense' })
  @IsOptional()
  @IsBoolean({ message: M.gst.eligible })
  itcEligible?: boolean;
}

/** POST /api/erp/income */
export class SaveIncomeDto extends RecordFieldsDto {
  @SelectedIdField(M.categoryRequired, { example: 2 })
  incomeCategoryId: number;

  @DateField(M.dateInvalid, M.incomeDateRequired, { example: '2026-11-23', description: 'yyyy-MM-dd' })
  incomeDate: string;

  @SelectedIdField(M.receivedAccountRequired, { example: 2, description: 'The account the money went into: Cash, Bank or Receivable' })
  receivedIntoAccountId: number;

  @OptionalRecordId('customerId must be a whole number', { type: Number, nullable: true })
  customerId?: number | null;
}

/** The filtered list's total, on top of the page. */
export class RecordTotalsView {
  @ApiProperty({ example: '1250.00', description: 'Sum of every record the filters select (all pages)' }) totalAmount: string;
}

/** What an expense and an income answer alike: the record, its text and its files. */
abstract class RecordView {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ nullable: true, type: String }) attachmentPath: string | null;
  @ApiProperty() attachmentCount: number;
}

export class ExpenseView extends RecordView {
  @ApiProperty() expenseCategoryId: number;
  @ApiProperty() expenseCategoryName: string;
  @ApiProperty({ example: '1250.50', description: 'Decimal string, 2 decimals' }) amount: string;
  @ApiProperty({ example: '2026-11-23' }) expenseDate: string;
  @ApiProperty() paymentAccountId: number;
  @ApiProperty({ description: 'Name of the account paid from' }) fromAccount: string;
  @ApiProperty({ nullable: true, type: Number }) supplierId: number | null;
  @ApiProperty({ nullable: true, type: String }) supplierName: string | null;
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

export class IncomeView extends RecordView {
  @ApiProperty() incomeCategoryId: number;
  @ApiProperty() incomeCategoryName: string;
  @ApiProperty({ example: '1250.50' }) amount: string;
  @ApiProperty({ example: '2026-11-23' }) incomeDate: string;
  @ApiProperty() receivedIntoAccountId: number;
  @ApiProperty() receivedIntoAccountName: string;
  @ApiProperty({ nullable: true, type: Number }) customerId: number | null;
  @ApiProperty({ nullable: true, type: String }) customerName: string | null;
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
