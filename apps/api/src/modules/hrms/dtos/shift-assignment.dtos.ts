import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { IsCalendarDate } from '../../../core/http/field-validators.js';
import { PickedId } from '../../../core/http/dto-fields.js';

export const SHIFT_ASSIGNMENT_MESSAGES = {
  shift: 'Please select shift',
  effectiveFrom: 'Effective from must be a date (yyyy-MM-dd)',
  effectiveFromRequired: 'Effective from is required',
  beforeJoining: 'A shift cannot take effect before the joining date',
  deleted: 'A deleted employee cannot be changed',
  lockedMonth: (month: string) => `Attendance for ${month} is locked: a change cannot take effect in it`,
  fetched: 'Shift history fetched successfully',
  saved: 'Shift change saved successfully',
} as const;
const M = SHIFT_ASSIGNMENT_MESSAGES;

/** POST /api/erp/employee/{id}/shift-assignment: from this date on the employee works this shift. */
export class SaveShiftAssignmentDto {
  @PickedId(M.shift, IsNotEmpty({ message: M.shift }))
  shiftId: number;

  @ApiProperty({ example: '2026-12-01', description: 'First day of the shift; a date already in the history gets this shift instead' })
  @IsCalendarDate(M.effectiveFrom, M.effectiveFromRequired)
  effectiveFrom: string;
}

export class ShiftAssignmentView {
  @ApiProperty() id: number;
  @ApiProperty() shiftId: number;
  @ApiProperty() shiftName: string;
  @ApiProperty({ description: 'Shift start, HH:mm:ss' }) startTime: string;
  @ApiProperty({ description: 'Shift end, HH:mm:ss (at or before the start: the next day)' }) endTime: string;
  @ApiProperty() effectiveFrom: string;
  @ApiProperty({ nullable: true, type: String, description: 'Last day of this shift (the day before the next change); null: open' }) effectiveTo: string | null;
  @ApiProperty({ description: 'In force today' }) current: boolean;
}
