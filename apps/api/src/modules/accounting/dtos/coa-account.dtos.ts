import { ACCOUNT_SUBTYPE_LIST, ACCOUNT_TYPES } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { toOptionalNumber, toTrimmed, toTrimmedOrNull } from './accounting-validators.js';
import { upperOrNull } from '../../../core/http/dto-transforms.js';
import { SelectOption } from '../../../core/http/openapi-answers.js';
import { OptionalSaveId } from '../../../core/http/dto-fields.js';


/** POST /api/erp/coa-account: id 0 creates. accountType is ignored: the server derives it from accountSubType. */
export class SaveCoaAccountDto {
  @OptionalSaveId()
  id: number = 0;

  @ApiProperty({ minLength: 2, maxLength: 100, example: 'HDFC Current Account' })
  @Transform(toTrimmed)
  @MinLength(2, { message: M.nameMin })
  @MaxLength(100, { message: M.nameMax })
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  name: string;

  @ApiProperty({ enum: ACCOUNT_SUBTYPE_LIST, example: 'BANK' })
  @Transform(toTrimmed)
  @IsIn(ACCOUNT_SUBTYPE_LIST, { message: M.subTypeRequired })
  @IsNotEmpty({ message: M.subTypeRequired })
  accountSubType: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES, description: 'Read-only: always derived from accountSubType on the server' })
  @IsOptional()
  accountType?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Optional parent account (same company)' })
  @Transform(toOptionalNumber)
  @IsOptional()
  @IsInt({ message: M.parentInvalid })
  @Min(1, { message: M.parentInvalid })
  parentId?: number | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'BANK only' })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Bank name must be at most 100 characters' })
  bankName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'BANK only' })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(34, { message: 'Account number must be at most 34 characters' })
  accountNumber?: string | null;

  @ApiPropertyOptional({
    nullable: true, type: String, maxLength: 20, example: 'HDFC0001234',
    description: 'BANK only. Not validated (spec: bank fields have no validation); a value that is not in the IFSC format is saved with ifscWarning set',
  })
  @Transform(upperOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'IFSC must be at most 20 characters' })
  ifscCode?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'BANK only' })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Branch name must be at most 100 characters' })
  branchName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'BANK only', example: 'shop@hdfcbank' })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'UPI id must be at most 100 characters' })
  upiId?: string | null;
}

export class CoaAccountView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ACCOUNT_TYPES }) accountType: string;
  @ApiProperty({ enum: ACCOUNT_SUBTYPE_LIST }) accountSubType: string;
  @ApiProperty({ nullable: true, type: Number }) parentId: number | null;
  @ApiProperty({ nullable: true, type: String }) bankName: string | null;
  @ApiProperty({ nullable: true, type: String }) accountNumber: string | null;
  @ApiProperty({ nullable: true, type: String }) ifscCode: string | null;
  @ApiProperty({ nullable: true, type: String }) branchName: string | null;
  @ApiProperty({ nullable: true, type: String }) upiId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Stable code of a default account (CASH, BANK, SALES ...)' })
  systemCode: string | null;
  @ApiProperty({ description: 'A system account: other modules post to it; its sub-type is fixed and it cannot be deleted (its name can change)' })
  isSystem: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Set when the IFSC is not in the usual format (saved anyway)' })
  ifscWarning: string | null;
}

export class AccountSelectOption extends SelectOption {
  @ApiProperty({ enum: ACCOUNT_SUBTYPE_LIST }) accountSubType: string;
  @ApiProperty({ enum: ACCOUNT_TYPES }) accountType: string;
}
