import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsCalendarDate, IsRupeeAmount, Required } from '../../../core/http/field-validators.js';
import { LIFECYCLE_MESSAGES as M, OFFLINE_PAYMENT_MODES } from '../billing.messages.js';
import { IdNumber } from '../../../core/http/dto-fields.js';

/** POST /api/erp/billing/invoice/{id}/offline-payment */
export class OfflinePaymentDto {
  @ApiProperty({ enum: OFFLINE_PAYMENT_MODES })
  @IsIn(OFFLINE_PAYMENT_MODES as unknown as string[], { message: M.mode })
  @Required(M.modeRequired)
  mode!: string;

  @ApiProperty({ example: 'HDFCN52026041512345', description: 'UTR, UPI reference or cheque number' })
  @IsString({ message: M.reference })
  @MaxLength(100, { message: M.reference })
  @Required(M.referenceRequired)
  reference!: string;

  @ApiProperty({ example: '2026-04-15', description: 'The day the money came in (not in the future, not before the invoice date)' })
  @IsCalendarDate(M.date, M.dateRequired)
  paidOn!: string;
}

export class CreditNoteLineDto {
  @IdNumber(M.lineNo, 'Line number is required', { example: 1, description: 'The invoice line (lineNo in the invoice details)' })
  lineNo!: number;

  @ApiProperty({ required: false, example: '200.00', description: 'Taxable value to credit; the rest of the line when left out' })
  @IsOptional()
  @IsRupeeAmount(M.amount)
  amount?: string;
}

/** POST /api/erp/billing/invoice/{id}/credit-note: no lines credits everything not yet credited. */
export class CreditNoteDto {
  @ApiProperty({ example: 'POS was unavailable 1-3 March' })
  @IsString({ message: M.reason })
  @MaxLength(300, { message: M.reason })
  @Required(M.reasonRequired)
  reason!: string;

  @ApiProperty({ required: false, type: [CreditNoteLineDto] })
  @IsOptional()
  @IsArray({ message: M.lines })
  @ArrayMinSize(1, { message: M.lines })
  @ArrayMaxSize(100, { message: M.lines })
  @ValidateNested({ each: true })
  @Type(() => CreditNoteLineDto)
  lines?: CreditNoteLineDto[];
}

/** POST /api/erp/billing/order/{id}/refund */
export class RefundDto {
  @ApiProperty({ example: 'RFND-20260422-001', description: 'PhonePe refund id or bank reference' })
  @IsString({ message: M.reference })
  @MaxLength(100, { message: M.reference })
  @Required(M.referenceRequired)
  reference!: string;

  @ApiProperty({ example: '2026-04-22' })
  @IsCalendarDate(M.date, M.dateRequired)
  refundedOn!: string;
}
