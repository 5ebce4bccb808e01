import { ACCOUNT_SUBTYPE_LIST, ACCOUNT_TYPES } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { OptionalRecordId } from './accounting-validators.js';
import { trim, upperOrNull } from '../../../core/http/dto-transforms.js';
import { SelectOption } from '../../../core/http/openapi-answers.js';
import { RequiredText, NullableText, OptionalSaveId } from '../../../core/http/dto-fields.js';


/** POST /api/erp/coa-account: id 0 creates. accountType is ignored: the server derives it from accountSubType. */
export class SaveCoaAccountDto {
  @OptionalSaveId()
  id: number = 0;

  @RequiredText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax }, { minLength: 2, maxLength: 100, example: 'HDFC Current Account' })
  name: string;

  @ApiProperty({ enum: ACCOUNT_SUBTYPE_LIST, example: 'BANK' })
  @Transform(trim)
  @IsIn(ACCOUNT_SUBTYPE_LIST, { message: M.subTypeRequired })
  @IsNotEmpty({ message: M.subTypeRequired })
  accountSubType: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES, description: 'Read-only: always derived from accountSubType on the server' })
  @IsOptional()
  accountType?: string;

  @OptionalRecordId(M.parentInvalid, { type: Number, nullable: true, description: 'Optional parent account (same company)' })
  parentId?: number | null;

  @NullableText(100, 'Bank name must be at most 100 characters', { nullable: true, type: String, description: 'BANK only' })
  bankName?: string | null;

  @NullableText(34, 'Account number must be at most 34 characters', { nullable: true, type: String, description: 'BANK only' })
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

  @NullableText(100, 'Branch name must be at most 100 characters', { nullable: true, type: String, description: 'BANK only' })
  branchName?: string | null;

  @NullableText(100, 'UPI id must be at most 100 characters', { nullable: true, type: String, description: 'BANK only', example: 'shop@hdfcbank' })
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
