import { WEEKDAYS } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Min, ValidateBy } from 'class-validator';
import { ID_MESSAGE } from './org-master.dtos.js';
import { SaveId, TrimmedText } from '../../../core/http/dto-fields.js';
import { parseTimeOfDay } from '@bizdesk/shared';
import { IsCalendarDate } from '../../../core/http/field-validators.js';

export const SHIFT_MESSAGES = {
  nameRequired: 'Shift Name required',
  nameMin: 'Shift Name must be at least 2 characters',
  nameMax: 'Shift Name must be at most 100 characters',
  startRequired: 'Start Time is required',
  endRequired: 'End Time is required',
  time: 'Time must be a time of day such as 09:30, 9:30 am or 0930',
  sameTimes: 'End Time must differ from Start Time',
  breakNumber: 'Break Time must be a number',
  breakRequired: 'Break Time is required',
  breakNegative: 'Break Time cannot be negative',
  breakTooLong: 'Break Time must be shorter than the shift',
  allowBreaks: 'Allow Breaks must be true or false',
  faceAttendance: 'Face Attendance must be true or false',
  weekOff: `Week Off must be weekday names separated by commas (${WEEKDAYS.join(', ')})`,
  nameTaken: 'A shift with this name already exists',
  notFound: 'Shift not found',
  saved: 'Shift saved successfully',
  effectiveFrom: 'Effective from must be a date (yyyy-MM-dd)',
  lockedMonth: (month: string) => `Attendance for ${month} is locked: a change cannot take effect in it`,
} as const;
const M = SHIFT_MESSAGES;

/** Typed times (`09:30`, `9:30 am`, `0930`) as HH:mm:ss; what is not a time stays as sent and fails the pattern. */
const timeOfDay = ({ value }: { value: unknown }) => parseTimeOfDay(value) ?? (typeof value === 'string' ? value.trim() : value);
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** "saturday, Sunday" -> "SATURDAY,SUNDAY" (weekday order, no repeats); null when a name is unknown. */
export function normaliseWeekOff(value: string): string | null {
  const names = value.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (names.some((n) => !(WEEKDAYS as readonly string[]).includes(n))) return null;
  return WEEKDAYS.filter((d) => names.includes(d)).join(',');
}

/** POST /api/erp/shift-time. Times are local times of day in the company's time zone; end before start is an overnight shift. */
export class SaveShiftDto {
  @SaveId('0 for a new shift', ID_MESSAGE)
  id: number;

  @TrimmedText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax })
  name: string;

  @ApiProperty({ example: '09:30:00' })
  @Transform(timeOfDay)
  @Matches(TIME_OF_DAY, { message: M.time })
  @IsNotEmpty({ message: M.startRequired })
  @IsString({ message: M.startRequired })
  startTime: string;

  @ApiProperty({ example: '18:30:00' })
  @Transform(timeOfDay)
  @Matches(TIME_OF_DAY, { message: M.time })
  @IsNotEmpty({ message: M.endRequired })
  @IsString({ message: M.endRequired })
  endTime: string;

  @ApiProperty({ description: 'Minutes' })
  @Transform(({ value }) => (value === '' || value === null ? undefined : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value))
  @Min(0, { message: M.breakNegative })
  @IsInt({ message: M.breakNumber })
  @ValidateBy({ name: 'required', validator: { validate: (v) => v !== undefined } }, { message: M.breakRequired })
  breakTime: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: M.allowBreaks })
  allowBreaks?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Employees of this shift punch at the face kiosk' })
  @IsOptional()
  @IsBoolean({ message: M.faceAttendance })
  faceAttendance?: boolean;

  @ApiPropertyOptional({ example: 'SATURDAY,SUNDAY', description: 'Comma-joined weekday names' })
  @Transform(({ value }) => (value === null || value === undefined ? '' : value))
  @ValidateBy({ name: 'weekOff', validator: { validate: (v) => typeof v === 'string' && normaliseWeekOff(v) !== null } }, { message: M.weekOff })
  weekOff: string = '';

  @ApiPropertyOptional({
    description: 'An edit of the times, break or week-off takes effect from this date (default today; a past date re-computes the days from it and is refused in a locked month). A new shift applies since always.',
    example: '2026-04-01',
  })
  @IsOptional()
  @IsCalendarDate(M.effectiveFrom)
  effectiveFrom?: string;
}

/** One dated definition of a shift (issue 29 item 2). */
export class ShiftVersionView {
  @ApiProperty({ description: 'First day this definition is in force (1970-01-01: since always)' }) effectiveFrom: string;
  @ApiProperty({ example: '09:30:00' }) startTime: string;
  @ApiProperty({ example: '18:30:00' }) endTime: string;
  @ApiProperty() breakTime: number;
  @ApiProperty() allowBreaks: boolean;
  @ApiProperty({ example: 'SATURDAY,SUNDAY' }) weekOff: string;
}

export class ShiftView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ example: '09:30:00' }) startTime: string;
  @ApiProperty({ example: '18:30:00' }) endTime: string;
  @ApiProperty() breakTime: number;
  @ApiProperty() allowBreaks: boolean;
  @ApiProperty({ description: 'Same as allowBreaks (the list column name)' }) breakAllowed: boolean;
  @ApiProperty() faceAttendance: boolean;
  @ApiProperty({ example: 'SATURDAY,SUNDAY' }) weekOff: string;
  @ApiProperty({ description: 'The shift ends the next day' }) overnight: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Since when the definition shown (the one in force today) applies; 1970-01-01: since always' })
  effectiveFrom: string | null;
  @ApiProperty({ type: [ShiftVersionView], description: 'Definitions that start after today' }) upcoming: ShiftVersionView[];
}

