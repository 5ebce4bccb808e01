import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, Matches } from 'class-validator';
import { IdNumber } from '../../../core/http/dto-fields.js';

export const UNMATCHED_MESSAGES = {
  fetched: 'Unmatched punches fetched successfully',
  employee: 'Please select employee',
  deviceUserId: 'Device User ID must be 1 to 40 letters, digits, - or /',
  ids: 'ids must be a list of up to 1000 unmatched punch ids',
  oneOf: 'Send the punches to assign: ids, or a deviceUserId for all of its punches',
  none: 'No unmatched punches to assign',
  assigned: (n: number, name: string) => `${n} punch(es) assigned to ${name}`,
} as const;
const M = UNMATCHED_MESSAGES;

/** A punch whose device user id matched no employee, kept until HR assigns it. */
export class UnmatchedPunchView {
  @ApiProperty() id: number;
  @ApiProperty() deviceId: number;
  @ApiProperty() deviceName: string;
  @ApiProperty({ description: 'The id the device sent (its user PIN or an employee code)' }) deviceUserId: string;
  @ApiProperty({ example: '2026-03-02T09:05:00+05:30', description: "In the company's time zone" }) punchTime: string;
  @ApiProperty({ nullable: true, type: String, enum: ['IN', 'OUT'] }) direction: 'IN' | 'OUT' | null;
  @ApiProperty() receivedAt: string;
}

/** POST /api/erp/attendance/unmatched-punches/assign. */
export class AssignUnmatchedPunchesDto {
  @IdNumber(M.employee, M.employee, { description: 'The employee the punches are theirs' })
  employeeId: number;

  @ApiPropertyOptional({ type: Number, isArray: true, description: 'These unmatched punches' })
  @IsOptional()
  @IsArray({ message: M.ids })
  @ArrayMaxSize(1000, { message: M.ids })
  @IsInt({ each: true, message: M.ids })
  ids?: number[];

  @ApiPropertyOptional({ example: '1024', description: 'Every unmatched punch with this device user id (any device)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @Matches(/^[A-Za-z0-9/-]{1,40}$/, { message: M.deviceUserId })
  deviceUserId?: string;

  @ApiPropertyOptional({ default: true, description: "With deviceUserId: store it as the employee's device user id, so the next punches match" })
  @IsOptional()
  @IsBoolean()
  remember?: boolean;
}

export class AssignedPunches {
  @ApiProperty() assigned: number;
  @ApiProperty() employeeId: number;
  @ApiProperty({ type: String, isArray: true, description: 'Attendance days the punches fall on (recomputed)' }) dates: string[];
}
