import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Min, ValidateIf } from 'class-validator';
import { Type } from 'class-transformer';
import { IsStrongCompanyPassword, Required } from '../../../core/http/field-validators.js';
import { COMPANY_MESSAGES, CompanyEmailField, CompanyFieldsDto } from './company-fields.dto.js';
import { SaveId } from '../../../core/http/dto-fields.js';

/** POST /api/auth/authentication/signup */
export class SignupDto extends IntersectionType(CompanyFieldsDto, CompanyEmailField) {
  @ApiProperty({ description: '8 to 15 characters with a number and a special character' })
  @IsStrongCompanyPassword({ message: COMPANY_MESSAGES.password })
  @Required(COMPANY_MESSAGES.passwordRequired)
  password: string;

  @ApiProperty({ description: 'Identifier of the captcha shown' })
  @IsString({ message: 'Please enter valid captcha' })
  @IsNotEmpty({ message: 'Please enter valid captcha' })
  captchaIdentifier: string;

  @ApiProperty({ description: 'The captcha text as typed' })
  @IsString({ message: 'Please enter valid captcha' })
  @IsNotEmpty({ message: 'Please enter valid captcha' })
  captcha: string;
}

/** POST /api/erp/company (provider): id 0 creates, otherwise edits and sets `active`. */
export class SaveCompanyDto extends IntersectionType(CompanyFieldsDto, CompanyEmailField) {
  @SaveId('0 for a new company')
  id: number;

  @ApiPropertyOptional({ description: 'Required when creating: 8 to 15 characters with a number and a special character' })
  @ValidateIf((o: SaveCompanyDto) => o.id === 0 || o.password !== undefined)
  @IsStrongCompanyPassword({ message: COMPANY_MESSAGES.password })
  @Required(COMPANY_MESSAGES.passwordRequired)
  password?: string;

  @ApiPropertyOptional({ description: 'true activates (provisions on first activation), false deactivates' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** PUT /api/erp/company: the signed-in company's own profile; the contact e-mail cannot change here. */
export class UpdateOwnCompanyDto extends CompanyFieldsDto {
  @ApiPropertyOptional({
    nullable: true, type: Number, example: 33,
    description: 'GST state code (place of supply on the provider\'s invoices). With a GSTIN it is the GSTIN\'s state (a different one is 400); without one it is required (kept when already set)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Please select state' })
  @Min(1, { message: 'Please select state' })
  stateId?: number | null;

  @ApiPropertyOptional({ description: 'Read-only: may be sent back unchanged; a different value is refused with 400' })
  @IsOptional()
  @IsString({ message: COMPANY_MESSAGES.email })
  contactEmail?: string;
}

export class CompanyView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty() contactName: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty() contactPhone: string;
  @ApiProperty({ nullable: true, type: String }) gstin: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ enum: ['PENDING', 'ACTIVE', 'INACTIVE'], description: 'Pending: signed up, never activated; Inactive: deactivated after activation' }) status: 'PENDING' | 'ACTIVE' | 'INACTIVE';
  @ApiProperty() createdOn: string;
  @ApiProperty({ nullable: true, type: String }) activatedOn: string | null;
}

/** The own profile: the company and its GST state (from the GSTIN, else the one set here). */
export class CompanyProfileView extends CompanyView {
  @ApiProperty({ nullable: true, type: Number, description: 'GST state code in force' }) stateId: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'Tamil Nadu' }) stateName: string | null;
  @ApiProperty({ enum: ['GSTIN', 'SETTING', 'NONE'], description: 'Where the state comes from' }) stateSource: 'GSTIN' | 'SETTING' | 'NONE';
}
