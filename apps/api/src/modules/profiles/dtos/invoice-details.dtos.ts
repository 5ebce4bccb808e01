import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, Matches, MaxLength, ValidateBy } from 'class-validator';
import { isValidUpiId } from '@bizdesk/shared';
import { IsIfsc } from '../../../core/http/field-validators.js';
import { textOrNull, upperOrNull } from '../../../core/http/dto-transforms.js';

export const INVOICE_DETAILS_MESSAGES = {
  phone: 'Phone must be a 10-digit mobile number or a landline with its STD code',
  email: 'Please enter a valid email',
  bankName: 'Bank name must be at most 100 characters',
  accountNumber: 'Account number must be 9 to 18 digits',
  ifsc: 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits',
  upiId: 'UPI id must look like name@bank',
  bankIncomplete: 'Bank name, account number and IFSC go together: fill all three or none',
  logoRequired: 'Please choose a logo file',
  logoTooLarge: 'The logo must be at most 256 KB',
  logoType: 'The logo must be a PNG or JPEG image',
} as const;
const M = INVOICE_DETAILS_MESSAGES;

/** Spaces, dashes, brackets and a leading +91 (or 91 before ten digits) are how people write phones: dropped before the check. */
export function cleanPhone(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let digits = value.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  return digits === '' ? null : digits;
}

/** A mobile (10 digits, 6-9 first) or a landline with its STD code (0 then 10 digits in all). */
const PHONE = /^(?:[6-9]\d{9}|0\d{9,10})$/;

export class SaveCompanyInvoiceDetailsDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: '9822000001', description: '+91, spaces and dashes are dropped; a landline keeps its STD code (080-41234567)' })
  @IsOptional()
  @Matches(PHONE, { message: M.phone })
  @Transform(({ value }) => cleanPhone(value))
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @MaxLength(100, { message: M.email })
  @IsEmail({}, { message: M.email })
  @Transform(textOrNull)
  email?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @MaxLength(100, { message: M.bankName })
  @Transform(textOrNull)
  bankName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Digits only (spaces are dropped)' })
  @IsOptional()
  @Matches(/^\d{9,18}$/, { message: M.accountNumber })
  @Transform(({ value }) => (typeof value === 'string' ? (value.replace(/\s/g, '') || null) : value))
  accountNumber?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'HDFC0001234' })
  @IsOptional()
  @IsIfsc({ message: M.ifsc })
  @Transform(upperOrNull)
  ifsc?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'shop@okhdfcbank' })
  @IsOptional()
  @ValidateBy({ name: 'isUpiId', validator: { validate: (v) => isValidUpiId(v) } }, { message: M.upiId })
  @Transform(textOrNull)
  upiId?: string | null;
}

export class CompanyInvoiceDetailsView {
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) bankName: string | null;
  @ApiProperty({ nullable: true, type: String }) accountNumber: string | null;
  @ApiProperty({ nullable: true, type: String }) ifsc: string | null;
  @ApiProperty({ nullable: true, type: String }) upiId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The logo as a data: URL (PNG or JPEG, at most 256 KB), for printing' })
  logo: string | null;
}
