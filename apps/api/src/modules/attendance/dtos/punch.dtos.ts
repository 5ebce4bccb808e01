import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { optionalUpper, trim } from '../../../core/http/dto-transforms.js';

export const PUNCH_MESSAGES = {
  employeeCode: 'employeeCode is required',
  punchTime: 'punchTime must be an ISO date-time with an offset, such as 2026-03-02T09:05:00+05:30',
  punchTimeRequired: 'punchTime is required',
  direction: 'direction must be IN or OUT',
  batch: 'punches must hold 1 to 1000 punches',
  oneOrBatch: 'Send one punch (employeeCode, punchTime) or a batch (punches)',
} as const;
const M = PUNCH_MESSAGES;

const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export class PunchDto {
  @ApiProperty({ example: 'EMP0001' })
  @Transform(trim)
  @Matches(/^[A-Za-z0-9/-]{1,40}$/, { message: M.employeeCode })
  @IsNotEmpty({ message: M.employeeCode })
  @IsString({ message: M.employeeCode })
  employeeCode: string;

  @ApiProperty({ example: '2026-03-02T09:05:00+05:30' })
  @Transform(trim)
  @Matches(ZONED, { message: M.punchTime })
  @IsNotEmpty({ message: M.punchTimeRequired })
  @IsString({ message: M.punchTimeRequired })
  punchTime: string;

  @ApiPropertyOptional({ enum: ['IN', 'OUT'] })
  @Transform(optionalUpper)
  @IsOptional()
  @IsIn(['IN', 'OUT'], { message: M.direction })
  direction?: 'IN' | 'OUT';
}

/** One punch (the fields at the top level) or a batch under `punches`. */
export class PunchRequestDto {
  @ApiPropertyOptional({ type: PunchDto, isArray: true, maxItems: 1000 })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => PunchDto)
  @ArrayMaxSize(1000, { message: M.batch })
  @ArrayMinSize(1, { message: M.batch })
  @IsArray({ message: M.batch })
  punches?: PunchDto[];

  @ApiPropertyOptional({ example: 'EMP0001' })
  @IsOptional()
  @IsString({ message: M.employeeCode })
  employeeCode?: string;

  @ApiPropertyOptional({ example: '2026-03-02T09:05:00+05:30' })
  @IsOptional()
  @IsString({ message: M.punchTimeRequired })
  punchTime?: string;

  @ApiPropertyOptional({ enum: ['IN', 'OUT'] })
  @IsOptional()
  @IsString({ message: M.direction })
  direction?: string;
}

export const PUNCH_RESULTS = ['ACCEPTED', 'DUPLICATE', 'UNKNOWN_EMPLOYEE', 'FUTURE_TIME'] as const;
export type PunchResultCode = (typeof PUNCH_RESULTS)[number];

export class PunchResult {
  @ApiProperty() employeeCode: string;
  @ApiProperty() punchTime: string;
  @ApiProperty({ enum: PUNCH_RESULTS }) result: PunchResultCode;
}

export class PunchSummary {
  @ApiProperty({ type: PunchResult, isArray: true }) results: PunchResult[];
  @ApiProperty() accepted: number;
  @ApiProperty() duplicates: number;
  @ApiProperty() rejected: number;
}
