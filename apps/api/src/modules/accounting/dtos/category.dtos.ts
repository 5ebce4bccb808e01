import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { OptionalRecordId } from './accounting-validators.js';
import { RequiredText, NullableText, OptionalSaveId } from '../../../core/http/dto-fields.js';

/** POST /api/erp/expense-category and /api/erp/income-category: id 0 creates. */
export class SaveRecordCategoryDto {
  @OptionalSaveId()
  id: number = 0;

  @RequiredText(2, 100, { required: M.categoryNameRequired, tooShort: M.categoryNameMin, tooLong: 'Category Name must be at most 100 characters' }, { minLength: 2, maxLength: 100, example: 'Travel' })
  name: string;

  @NullableText(500, 'Description must be at most 500 characters', { nullable: true, type: String, maxLength: 500 })
  description?: string | null;

  @OptionalRecordId(M.accountNotFound, { type: Number, nullable: true, description: 'Ledger account the category posts to (expense: an EXPENSE account; income: INCOME, OWNER_CAPITAL or LOAN). Default: Office Expenses / Other Income' })
  accountId?: number | null;
}

export class RecordCategoryView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() accountId: number;
  @ApiProperty() accountName: string;
}
