import { REGISTRATION_TYPES, isValidAmount, tryParsePaise, type RegistrationType } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, Matches, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsGstin, IsPan, IsTenDigitPhone, IndianAmount } from '../../../core/http/field-validators.js';
import { optionalUpper } from '../../../core/http/dto-transforms.js';
import { OptionalField, OptionalText, SaveId, TrimmedText, optionalPhoneInput } from '../../../core/http/dto-fields.js';

export const PARTY_MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 150 characters',
  contactPerson: 'Contact Person must be at most 100 characters',
  email: 'Enter valid Email',
  phone: 'Phone number must be exactly 10 digits.',
  address: 'Address lines must be at most 200 characters each',
  city: 'City must be at most 100 characters',
  state: 'Please select state',
  country: 'Please select country',
  pincode: 'Pincode must be 6 digits',
  gstin: 'Invalid GSTIN: check its format and check digit',
  pan: 'Invalid PAN: it must be 5 letters, 4 digits and a letter (e.g. AAPFU0939F)',
  registrationType: 'Please select registration type',
  creditLimit: 'Credit Limit must be 0 or a positive amount with at most 2 decimals',
  gstinStateMismatch: "The GSTIN's first two digits must be the selected state's GST code",
  panMismatch: 'PAN does not match the PAN inside the GSTIN',
  gstinNeeded: 'GSTIN is required for a REGULAR or COMPOSITION registration',
  gstinUnregistered: 'An Unregistered party cannot have a GSTIN: choose REGULAR or COMPOSITION',
  id: 'id must be a whole number',
} as const;

const M = PARTY_MESSAGES;

const IsCreditLimit = () =>
  ValidateBy({
    name: 'isCreditLimit',
    validator: { validate: (v) => (typeof v === 'number' || typeof v === 'string') && (tryParsePaise(v) === 0 || isValidAmount(v)) },
  }, { message: M.creditLimit });

/** POST /api/erp/customer and /api/erp/supplier: id 0 creates, otherwise edits. */
export class SavePartyDto {
  @SaveId('0 for a new record', M.id)
  id: number;

  @TrimmedText(2, 150, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax })
  name: string;

  @OptionalText(100, M.contactPerson)
  contactPerson?: string;

  @ApiPropertyOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim().toLowerCase()) : value ?? undefined))
  @IsOptional()
  @MaxLength(254, { message: M.email })
  @IsEmail({}, { message: M.email })
  email?: string;

  @ApiPropertyOptional({ description: 'Exactly 10 digits' })
  @Transform(optionalPhoneInput)
  @IsOptional()
  @IsTenDigitPhone({ message: M.phone })
  phone?: string;

  @OptionalText(200, M.address)
  addressLine1?: string;

  @OptionalText(200, M.address)
  addressLine2?: string;

  @OptionalText(100, M.city)
  city?: string;

  @ApiProperty({ description: 'State id (its GST state code as a number)', example: 27 })
  @Type(() => Number)
  @Min(1, { message: M.state })
  @IsInt({ message: M.state })
  stateId: number;

  @OptionalField({ description: 'Six digits' }, Matches(/^[1-9]\d{5}$/, { message: M.pincode }))
  pincode?: string;

  @ApiPropertyOptional({ default: 1, description: 'Country id (1, India, when omitted)' })
  @Transform(({ value }) => (value === undefined || value === null || value === '' ? 1 : value))
  @Type(() => Number)
  @Min(1, { message: M.country })
  @IsInt({ message: M.country })
  countryId: number = 1;

  @ApiPropertyOptional({ description: "GSTIN; its first two digits must be the state's GST code", example: '27AAPFU0939F1ZV' })
  @Transform(optionalUpper)
  @IsOptional()
  @IsGstin({ message: M.gstin })
  gstin?: string;

  @ApiPropertyOptional({ description: 'PAN; must be the one inside the GSTIN when both are given', example: 'AAPFU0939F' })
  @Transform(optionalUpper)
  @IsOptional()
  @IsPan({ message: M.pan })
  panNumber?: string;

  @OptionalField({ enum: REGISTRATION_TYPES, description: 'REGULAR when a GSTIN is given, else Unregistered, when omitted' }, IsIn(REGISTRATION_TYPES, { message: M.registrationType }))
  registrationType?: RegistrationType;

  @ApiPropertyOptional({ default: '0.00', description: 'Rupees; 0 when omitted' })
  @Transform(({ value }) => (value === undefined || value === null || value === '' ? '0' : value))
  @IndianAmount()
  @IsCreditLimit()
  creditLimit: string | number = '0';
}

export class PartyView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) contactPerson: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) addressLine1: string | null;
  @ApiProperty({ nullable: true, type: String }) addressLine2: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty() stateId: number;
  @ApiProperty() stateName: string;
  @ApiProperty({ description: 'GST state code', example: '27' }) stateCode: string;
  @ApiProperty({ nullable: true, type: String }) pincode: string | null;
  @ApiProperty() countryId: number;
  @ApiProperty() countryName: string;
  @ApiProperty({ nullable: true, type: String }) gstin: string | null;
  @ApiProperty({ nullable: true, type: String }) panNumber: string | null;
  @ApiProperty({ enum: REGISTRATION_TYPES }) registrationType: RegistrationType;
  @ApiProperty({ example: '0.00', description: 'Customers: the most that may be outstanding on credit; 0 means no sales on credit' }) creditLimit: string;
  @ApiProperty({ example: '0.00', description: 'Customers: credit sales not yet received; suppliers: received orders not yet paid' }) outstanding: string;
  @ApiProperty({ example: '0.00', description: 'The part of the outstanding that is the opening balance not yet received (customers) or paid (suppliers)' })
  openingBalanceDue: string;
}

export class PartyOption {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() stateId: number;
  @ApiProperty() stateName: string;
  @ApiProperty({ nullable: true, type: String }) gstin: string | null;
  @ApiProperty({ description: 'Whether its bills carry GST: a regular registration with a GSTIN' }) chargesGst: boolean;
  @ApiProperty({ example: '0.00' }) creditLimit: string;
  @ApiProperty({ example: '0.00' }) outstanding: string;
}

