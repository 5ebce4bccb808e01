import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { toOptionalNumber, toTrimmed, toTrimmedOrNull } from './accounting-validators.js';
import { OptionalSaveId } from '../../../core/http/dto-fields.js';

/** POST /api/erp/expense-category and /api/erp/income-category: id 0 creates. */
export class SaveRecordCategoryDto {
  @OptionalSaveId()
  id: number = 0;

  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Travel' })
  @Transform(toTrimmed)
  @MinLength(2, { message: M.categoryNameMin })
  @MaxLength(100, { message: 'Category Name must be at most 100 characters' })
  @IsString({ message: M.categoryNameRequired })
  @IsNotEmpty({ message: M.categoryNameRequired })
  name: string;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 500 })
  @Transform(toTrimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string | null;

  @ApiPropertyOptional({
    type: Number, nullable: true,
    description: 'Ledger account the category posts to (expense: an EXPENSE account; income: INCOME, OWNER_CAPITAL or LOAN). Default: Office Expenses / Other Income',
  })
  @Transform(toOptionalNumber)
  @IsOptional()
  @IsInt({ message: M.accountNotFound })
  @Min(1, { message: M.accountNotFound })
  accountId?: number | null;
}

export class RecordCategoryView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() accountId: number;
  @ApiProperty() accountName: string;
}
