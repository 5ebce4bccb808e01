import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { trim } from '../../../core/http/dto-transforms.js';
import { IsCalendarDate, Required } from '../../../core/http/field-validators.js';

export const SETTING_MESSAGES = {
  prefix: 'Employee code must be maximum 20 characters',
  prefixChars: 'Employee code prefix may use letters, digits, - and / only',
  flexible: 'Flexible clock in/out minutes must be a whole number from 0 to 720',
  absentAfter: 'Absent after minutes must be a whole number from 0 to 1440',
  halfDay: 'Half day minimum hours must be a number from 0 to 24',
  fullDay: 'Full day minimum hours must be a number from 0 to 24',
  halfAboveFull: 'Half day minimum hours cannot be more than full day minimum hours',
  timeZone: 'Time zone must be an IANA time zone such as Asia/Kolkata',
  punchGap: 'Minimum punch gap minutes must be a whole number from 0 to 720',
  missingPunch: 'Missing punch-out counts as FULL_DAY, HALF_DAY or ABSENT',
  hoursBasis: 'Hours basis must be NET or GROSS',
  effectiveFrom: 'Effective from must be a date (yyyy-MM-dd)',
  lockedMonth: (month: string) => `Attendance for ${month} is locked: a change cannot take effect in it`,
  saved: 'Settings saved successfully',
} as const;
const M = SETTING_MESSAGES;

export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** POST /api/erp/setting: the company's single HRMS settings record. 0 turns a rule off. */
export class SaveHrmsSettingDto {
  @ApiPropertyOptional({ description: 'Ignored: a company has exactly one settings record' })
  @IsOptional()
  id?: number;

  @ApiProperty({ maxLength: 20, example: 'EMP' })
  @Transform(({ value }) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value))
  @ValidateBy({ name: 'prefixChars', validator: { validate: (v) => typeof v === 'string' && /^[A-Za-z0-9/-]*$/.test(v) } }, { message: M.prefixChars })
  @MaxLength(20, { message: M.prefix })
  @IsString({ message: M.prefix })
  employeeCodePrefix: string;

  @ApiProperty({ description: 'Minutes after the shift start before a clock-in is late (0: never late)' })
  @Type(() => Number)
  @Max(720, { message: M.flexible })
  @Min(0, { message: M.flexible })
  @IsInt({ message: M.flexible })
  @Required('Flexible clock in/out minutes is required')
  flexibleClockInOutMinutes: number;

  @ApiProperty({ description: 'Minutes after the shift start after which a first punch counts as absent (0: off)' })
  @Type(() => Number)
  @Max(1440, { message: M.absentAfter })
  @Min(0, { message: M.absentAfter })
  @IsInt({ message: M.absentAfter })
  @Required('Absent after minutes is required')
  absentAfterMinutes: number;

  @ApiProperty({ description: 'Hours net of breaks for a half day (0: off)' })
  @Type(() => Number)
  @Max(24, { message: M.halfDay })
  @Min(0, { message: M.halfDay })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: M.halfDay })
  @Required('Half day minimum hours is required')
  halfDayMinimumHours: number;

  @ApiProperty({ description: 'Hours net of breaks for a full day (0: off)' })
  @Type(() => Number)
  @Max(24, { message: M.fullDay })
  @Min(0, { message: M.fullDay })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: M.fullDay })
  @Required('Full day minimum hours is required')
  fullDayMinimumHours: number;

  @ApiPropertyOptional({ description: 'The company time zone shift times are read in', example: 'Asia/Kolkata' })
  @Transform(trim)
  @IsOptional()
  @ValidateBy({ name: 'isTimeZone', validator: { validate: isTimeZone } }, { message: M.timeZone })
  timeZone?: string;

  @ApiPropertyOptional({ description: 'Punches closer than this are one punch (two taps); the day then has no punch-out. Default 5', example: 5 })
  @IsOptional()
  @Type(() => Number)
  @Max(720, { message: M.punchGap })
  @Min(0, { message: M.punchGap })
  @IsInt({ message: M.punchGap })
  minimumPunchGapMinutes?: number;

  @ApiPropertyOptional({ enum: ['FULL_DAY', 'HALF_DAY', 'ABSENT'], description: 'How a Missing punch-out day counts until regularised. Default HALF_DAY' })
  @IsOptional()
  @IsIn(['FULL_DAY', 'HALF_DAY', 'ABSENT'], { message: M.missingPunch })
  missingPunchCounts?: 'FULL_DAY' | 'HALF_DAY' | 'ABSENT';

  @ApiPropertyOptional({ enum: ['NET', 'GROSS'], description: "NET: less the shift's break; GROSS: first to last punch. Default NET" })
  @IsOptional()
  @IsIn(['NET', 'GROSS'], { message: M.hoursBasis })
  hoursBasis?: 'NET' | 'GROSS';

  @ApiPropertyOptional({
    description: 'The first day the day rules above apply to (default today). A past date re-computes the days from it (not in a locked month); '
      + "a company's first save applies to every day. Code prefix and time zone are not dated.",
    example: '2026-04-01',
  })
  @IsOptional()
  @IsCalendarDate(M.effectiveFrom)
  effectiveFrom?: string;
}

export const MISSING_PUNCH_COUNTS = ['FULL_DAY', 'HALF_DAY', 'ABSENT'] as const;
export const HOURS_BASES = ['NET', 'GROSS'] as const;
/** The settings the day rules read, versioned by date (issue 29 item 2). */
export class HrmsSettingRules {
  @ApiProperty() flexibleClockInOutMinutes: number;
  @ApiProperty() absentAfterMinutes: number;
  @ApiProperty() halfDayMinimumHours: number;
  @ApiProperty() fullDayMinimumHours: number;
  @ApiProperty() minimumPunchGapMinutes: number;
  @ApiProperty({ enum: MISSING_PUNCH_COUNTS }) missingPunchCounts: 'FULL_DAY' | 'HALF_DAY' | 'ABSENT';
  @ApiProperty({ enum: HOURS_BASES }) hoursBasis: 'NET' | 'GROSS';
}

export class HrmsSettingVersion extends HrmsSettingRules {
  @ApiProperty({ description: 'First day this version is in force (1970-01-01: since always)' }) effectiveFrom: string;
}

/** The record: the rules in force today, with what is not dated (code prefix, time zone) and the versions to come. */
export class HrmsSettingView extends HrmsSettingRules {
  @ApiProperty() id: number;
  @ApiProperty() employeeCodePrefix: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ nullable: true, type: String, description: 'Since when the rules shown (those in force today) apply; null: never saved, the defaults' })
  effectiveFrom: string | null;
  @ApiProperty({ type: [HrmsSettingVersion], description: 'Versions that start after today' }) upcoming: HrmsSettingVersion[];
}
