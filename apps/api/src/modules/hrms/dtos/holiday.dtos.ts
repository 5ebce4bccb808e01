import { HOLIDAY_TYPES, isIsoDate, type HolidayType } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, Min, ValidateBy } from 'class-validator';
import { ID_MESSAGE } from './org-master.dtos.js';
import { OptionalText, SaveId, TrimmedText } from '../../../core/http/dto-fields.js';

export const FIRST_HOLIDAY_YEAR = 2024;

export const HOLIDAY_MESSAGES = {
  nameRequired: 'Holiday Name required',
  nameMin: 'Holiday Name must be at least 2 characters',
  nameMax: 'Holiday Name must be at most 100 characters',
  dateRequired: 'Holiday Date is required',
  date: 'Holiday Date must be a valid date',
  typeRequired: 'Holiday Type is required',
  type: `Holiday Type must be one of ${HOLIDAY_TYPES.join(', ')}`,
  description: 'Description must be at most 500 characters',
  branchRequired: 'Please select branch for a regional holiday',
  branch: 'Please select branch',
  year: (to: number) => `Year must be from ${FIRST_HOLIDAY_YEAR} to ${to}`,
  sameDay: 'A holiday on this date already exists for the same branches',
  notFound: 'Holiday not found',
  lockedMonth: (month: string) => `Attendance for ${month} is locked: its holidays cannot be changed`,
  saved: 'Holiday saved successfully',
  deleted: 'Holiday deleted successfully',
} as const;
const M = HOLIDAY_MESSAGES;

/** POST /api/erp/holiday. A REGIONAL holiday needs a branch; any other type is for all branches (branchId cleared). */
export class SaveHolidayDto {
  @SaveId('0 for a new holiday', ID_MESSAGE)
  id: number;

  @TrimmedText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax })
  name: string;

  @ApiProperty({ enum: HOLIDAY_TYPES })
  @IsIn(HOLIDAY_TYPES, { message: M.type })
  @IsNotEmpty({ message: M.typeRequired })
  holidayType: HolidayType;

  @ApiProperty({ example: '2026-01-26' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().slice(0, 10) : value))
  @ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, { message: M.date })
  @IsNotEmpty({ message: M.dateRequired })
  holidayDate: string;

  @OptionalText(500, M.description)
  description?: string;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Required for REGIONAL; null (all branches) otherwise' })
  @Transform(({ value }) => (value === '' || value === 0 || value === '0' ? null : value))
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: M.branch })
  @IsInt({ message: M.branch })
  branchId?: number | null;
}

export class HolidayView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: HOLIDAY_TYPES }) holidayType: HolidayType;
  @ApiProperty({ example: '2026-01-26' }) holidayDate: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'null: all branches' }) branchId: number | null;
  @ApiProperty({ nullable: true, type: String }) branchName: string | null;
}
