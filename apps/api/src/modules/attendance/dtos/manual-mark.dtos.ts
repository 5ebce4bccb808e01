import { isIsoDate, parseTimeOfDay } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { Required } from '../../../core/http/field-validators.js';
import { MANUAL_STATUSES, type ManualStatus } from '../services/attendance-day-rules.js';
import { ATTENDANCE_MESSAGES } from './attendance.dtos.js';
import { IdNumber } from '../../../core/http/dto-fields.js';

const M = ATTENDANCE_MESSAGES;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** Typed times (09:30, 9:30 am, 0930) as HH:mm:ss; '' or null: none. */
const timeOfDay = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : parseTimeOfDay(value) ?? value);

/** POST /api/erp/attendance/mark: HR marks a day by hand; it overrides the computed day. */
export class MarkAttendanceDto {
  @IdNumber(M.employee)
  employeeId: number;

  @ApiProperty({ example: '2026-03-02' })
  @ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, { message: M.date })
  @Required(M.date)
  date: string;

  @ApiProperty({ enum: MANUAL_STATUSES })
  @IsIn(MANUAL_STATUSES, { message: M.markStatus })
  @Required(M.markStatus)
  status: ManualStatus;

  @ApiPropertyOptional({ example: '09:30', description: 'Clock-in, as typed (09:30, 9:30 am, 0930); left out: the punches say' })
  @Transform(timeOfDay)
  @IsOptional()
  @Matches(TIME, { message: M.time })
  inTime?: string;

  @ApiPropertyOptional({ example: '18:00', description: 'Clock-out; at or before the in time: the next day' })
  @Transform(timeOfDay)
  @IsOptional()
  @Matches(TIME, { message: M.time })
  outTime?: string;

  @ApiProperty({ maxLength: 500, example: 'Forgot to punch out; confirmed by the manager' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(500, { message: M.reasonTooLong })
  @MinLength(1, { message: M.reason })
  @IsString({ message: M.reason })
  @Required(M.reason)
  reason: string;
}

export class ManualMarkView {
  @ApiProperty() employeeId: number;
  @ApiProperty() date: string;
  @ApiProperty({ enum: MANUAL_STATUSES }) status: ManualStatus;
  @ApiProperty({ nullable: true, type: String }) inTime: string | null;
  @ApiProperty({ nullable: true, type: String }) outTime: string | null;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: ['HR', 'REGULARISATION'] }) source: 'HR' | 'REGULARISATION';
  @ApiProperty({ nullable: true, type: Number }) markedBy: number | null;
  @ApiProperty() markedAt: string;
}

export const REGULARISATION_MESSAGES = {
  applied: 'Regularisation request sent',
  approved: 'Regularisation approved: the day is marked',
  rejected: 'Regularisation rejected',
  fetched: 'Regularisation requests fetched successfully',
  notFound: 'Regularisation request not found',
  decided: 'This request has already been decided',
  open: 'A request for this day is already waiting for approval',
  note: 'Note must be at most 500 characters',
  state: 'state must be PENDING, APPROVED or REJECTED',
} as const;

/** POST /api/erp/attendance/regularisation: a correction asked for (status defaults to PRESENT). */
export class ApplyRegularisationDto extends MarkAttendanceDto {}

export class RejectRegularisationDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @MaxLength(500, { message: REGULARISATION_MESSAGES.note })
  @IsString({ message: REGULARISATION_MESSAGES.note })
  note?: string;
}

export class RegularisationView {
  @ApiProperty() id: number;
  @ApiProperty() employeeId: number;
  @ApiProperty() employeeName: string;
  @ApiProperty() employeeCode: string;
  @ApiProperty() date: string;
  @ApiProperty({ enum: MANUAL_STATUSES }) status: ManualStatus;
  @ApiProperty({ nullable: true, type: String }) inTime: string | null;
  @ApiProperty({ nullable: true, type: String }) outTime: string | null;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: ['PENDING', 'APPROVED', 'REJECTED'] }) state: 'PENDING' | 'APPROVED' | 'REJECTED';
  @ApiProperty() appliedAt: string;
  @ApiProperty({ nullable: true, type: String }) decidedAt: string | null;
  @ApiProperty({ nullable: true, type: String }) decisionNote: string | null;
}
