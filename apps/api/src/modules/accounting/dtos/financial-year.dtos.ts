import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { DateField } from './accounting-validators.js';
import { RequiredText, OptionalFlag, OptionalSaveId } from '../../../core/http/dto-fields.js';

/** POST /api/erp/financial-year: id 0 creates. */
export class SaveFinancialYearDto {
  @OptionalSaveId()
  id: number = 0;

  @RequiredText(2, 60, { required: M.nameRequired, tooShort: M.nameMin, tooLong: 'Name must be at most 60 characters' }, { example: 'FY 2026-27' })
  name: string;

  @DateField(M.startDateInvalid, M.startDateRequired, { example: '2026-04-01' })
  startDate: string;

  @DateField(M.endDateInvalid, M.endDateRequired, { example: '2027-03-31' })
  endDate: string;

  @OptionalFlag('isActive must be true or false', { default: true, description: 'Activating a year deactivates the active one' })
  isActive?: boolean;

  @OptionalFlag('isLocked must be true or false', { default: false, description: 'A locked year refuses records dated inside it' })
  isLocked?: boolean;
}

export class FinancialYearView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ example: '2026-04-01' }) startDate: string;
  @ApiProperty({ example: '2027-03-31' }) endDate: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty() isLocked: boolean;
  @ApiProperty({ nullable: true, type: String }) lockedAt: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'On save: the year this save deactivated, if any' })
  deactivatedYear?: string | null;
}
