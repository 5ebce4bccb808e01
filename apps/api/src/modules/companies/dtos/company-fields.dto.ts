import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsGstin, IsTenDigitPhone, Required } from '../../../core/http/field-validators.js';
import { optionalUpper, trim } from '../../../core/http/dto-transforms.js';
import { phoneInput } from '../../../core/http/dto-fields.js';


export const COMPANY_MESSAGES = {
  name: 'Company Name must be at least 2 characters',
  nameRequired: 'Company Name is required',
  address: 'Address must be at least 10 characters',
  addressRequired: 'Address is required',
  contactName: 'Contact Name must be at least 2 characters',
  contactNameRequired: 'Contact Name is required',
  email: 'Invalid email address.',
  emailRequired: 'Email is required.',
  phone: 'Phone number must be exactly 10 digits.',
  phoneRequired: 'Phone number is required.',
  passwordRequired: 'Password is required',
  gstin: 'Invalid GSTIN: check its format and check digit',
  password: 'Password must be 8 to 15 characters with at least one number and one special character',
} as const;

/** The fields a company has everywhere it is edited: sign-up, provider create/edit, own profile. */
export class CompanyFieldsDto {
  @ApiProperty({ minLength: 2, maxLength: 150 })
  @Transform(trim)
  @MinLength(2, { message: COMPANY_MESSAGES.name })
  @MaxLength(150, { message: 'Company Name must be at most 150 characters' })
  @IsString({ message: COMPANY_MESSAGES.nameRequired })
  @IsNotEmpty({ message: COMPANY_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ minLength: 10, maxLength: 500 })
  @Transform(trim)
  @MinLength(10, { message: COMPANY_MESSAGES.address })
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  @IsString({ message: COMPANY_MESSAGES.addressRequired })
  @IsNotEmpty({ message: COMPANY_MESSAGES.addressRequired })
  address: string;

  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Transform(trim)
  @MinLength(2, { message: COMPANY_MESSAGES.contactName })
  @MaxLength(100, { message: 'Contact Name must be at most 100 characters' })
  @IsString({ message: COMPANY_MESSAGES.contactNameRequired })
  @IsNotEmpty({ message: COMPANY_MESSAGES.contactNameRequired })
  contactName: string;

  @ApiProperty({ description: 'Exactly 10 digits', example: '9876543210' })
  @Transform(phoneInput)
  @IsTenDigitPhone({ message: COMPANY_MESSAGES.phone })
  @Required(COMPANY_MESSAGES.phoneRequired)
  contactPhone: string;

  @ApiPropertyOptional({ description: 'GSTIN, checked by format and check digit', example: '27AAPFU0939F1ZV' })
  @Transform(optionalUpper)
  @IsOptional()
  @IsGstin({ message: COMPANY_MESSAGES.gstin })
  gstin?: string;
}

export class CompanyEmailField {
  @ApiProperty({ example: 'owner@example.in' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(254, { message: COMPANY_MESSAGES.email })
  @IsEmail({}, { message: COMPANY_MESSAGES.email })
  @Required(COMPANY_MESSAGES.emailRequired)
  contactEmail: string;
}
