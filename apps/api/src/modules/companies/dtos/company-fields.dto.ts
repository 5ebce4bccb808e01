import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { IsGstin, Required } from '../../../core/http/field-validators.js';
import { optionalUpper } from '../../../core/http/dto-transforms.js';
import { RequiredText, PhoneField } from '../../../core/http/dto-fields.js';


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
  @RequiredText(2, 150, { required: COMPANY_MESSAGES.nameRequired, tooShort: COMPANY_MESSAGES.name, tooLong: 'Company Name must be at most 150 characters' })
  name: string;

  @RequiredText(10, 500, { required: COMPANY_MESSAGES.addressRequired, tooShort: COMPANY_MESSAGES.address, tooLong: 'Address must be at most 500 characters' })
  address: string;

  @RequiredText(2, 100, { required: COMPANY_MESSAGES.contactNameRequired, tooShort: COMPANY_MESSAGES.contactName, tooLong: 'Contact Name must be at most 100 characters' })
  contactName: string;

  @PhoneField({ invalid: COMPANY_MESSAGES.phone, required: COMPANY_MESSAGES.phoneRequired })
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
