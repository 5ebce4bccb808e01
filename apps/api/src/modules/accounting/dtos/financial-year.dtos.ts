import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { toTrimmed } from './accounting-validators.js';
import { IsCalendarDate } from '../../../core/http/field-validators.js';
import { OptionalSaveId } from '../../../core/http/dto-fields.js';

const bool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** POST /api/erp/financial-year: id 0 creates. */
export class SaveFinancialYearDto {
  @OptionalSaveId()
  id: number = 0;

  @ApiProperty({ example: 'FY 2026-27' })
  @Transform(toTrimmed)
  @MinLength(2, { message: M.nameMin })
  @MaxLength(60, { message: 'Name must be at most 60 characters' })
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  name: string;

  @ApiProperty({ example: '2026-04-01' })
  @Transform(toTrimmed)
  @IsCalendarDate(M.startDateInvalid, M.startDateRequired)
  startDate: string;

  @ApiProperty({ example: '2027-03-31' })
  @Transform(toTrimmed)
  @IsCalendarDate(M.endDateInvalid, M.endDateRequired)
  endDate: string;

  @ApiPropertyOptional({ default: true, description: 'Activating a year deactivates the active one' })
  @Transform(bool)
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ default: false, description: 'A locked year refuses records dated inside it' })
  @Transform(bool)
  @IsOptional()
  @IsBoolean({ message: 'isLocked must be true or false' })
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
