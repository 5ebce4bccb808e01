import { isIsoDate } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { IdNumber, SaveId, TrimmedText } from '../../../core/http/dto-fields.js';
import { Required } from '../../../core/http/field-validators.js';
import { SelectOption } from '../../../core/http/openapi-answers.js';

export const LEAVE_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type LeaveState = (typeof LEAVE_STATES)[number];

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export const LEAVE_MESSAGES = {
  typeNameRequired: 'Leave Type Name required',
  typeNameMin: 'Leave Type Name must be at least 2 characters',
  typeNameMax: 'Leave Type Name must be at most 60 characters',
  typeNameTaken: 'A leave type with this name already exists',
  typeNotFound: 'Leave type not found',
  typeInUse: 'This leave type has allocations or applications and cannot be deleted',
  typeSaved: 'Leave type saved successfully',
  typeDeleted: 'Leave type deleted successfully',
  typesFetched: 'Leave types fetched successfully',
  flag: (label: string) => `${label} must be true or false`,
  yearlyAllocation: 'Yearly Allocation must be a number of days from 0 to 366, in steps of 0.5',
  allocated: 'Allocated days must be a number of days from 0 to 366, in steps of 0.5',
  year: 'Year must be a year such as 2026',
  employee: 'Please select employee',
  leaveType: 'Please select leave type',
  allocationSaved: 'Leave allocation saved successfully',
  allocationsFetched: 'Leave allocations fetched successfully',
  allocationNotFound: 'Leave allocation not found',
  allocatedYear: (year: number, created: number) => `Leave allocated for ${year}: ${created} new ${created === 1 ? 'allocation' : 'allocations'}`,
  belowUsed: (type: string, year: number, used: number) => `${type} for ${year} cannot be allocated below the ${days(used)} already taken or applied for`,
  balanceFetched: 'Leave balance fetched successfully',
  fromDate: 'From date is required (yyyy-MM-dd)',
  toDate: 'To date is required (yyyy-MM-dd)',
  order: 'To date cannot be before From date',
  crossesYear: 'A leave application cannot cross the year end: apply for each year separately',
  halfDayOneDate: 'A half day is one date: From and To must be the same',
  reason: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  note: 'Note must be at most 500 characters',
  notEmployed: 'The employee was not employed on these dates',
  noWorkingDays: 'These dates have no working days: week-offs and holidays need no leave',
  overlap: (from: string, to: string, state: string) => `Leave is already ${state === 'APPROVED' ? 'approved' : 'applied for'} from ${from} to ${to}, which overlaps these dates`,
  insufficient: (type: string, year: number, balance: number, asked: number) =>
    `Not enough leave balance: ${type} has ${days(balance)} left for ${year}, ${days(asked)} asked`,
  locked: (month: string) => `Attendance for ${month} is locked: leave in a locked month cannot be applied, approved or cancelled`,
  applied: 'Leave application sent',
  approved: 'Leave approved',
  rejected: 'Leave rejected',
  cancelled: 'Leave application cancelled',
  applicationsFetched: 'Leave applications fetched successfully',
  applicationNotFound: 'Leave application not found',
  decided: 'This application has already been decided',
  notCancellable: 'Only a waiting or approved application can be cancelled',
  state: `state must be one of ${LEAVE_STATES.join(', ')}`,
} as const;
const M = LEAVE_MESSAGES;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Days in halves: 0, 0.5, 1, ... 366. */
const isHalves = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 366 && Number.isInteger(v * 2);

function Flag(label: string, description: string): PropertyDecorator {
  return (target, key) => {
    IsBoolean({ message: M.flag(label) })(target, key);
    IsOptional()(target, key);
    ApiPropertyOptional({ default: false, description })(target, key);
  };
}

/** POST /api/erp/leave-type (id 0 creates). */
export class SaveLeaveTypeDto {
  @SaveId('0 for a new leave type')
  id: number;

  @TrimmedText(2, 60, { required: M.typeNameRequired, tooShort: M.typeNameMin, tooLong: M.typeNameMax })
  name: string;

  @ApiPropertyOptional({ default: true, description: 'Paid leave counts as payable days; unpaid does not' })
  @IsBoolean({ message: M.flag('Paid') })
  @IsOptional()
  paid?: boolean;

  @ApiProperty({ example: 12, description: 'Days each employee gets per year (halves allowed)' })
  @Type(() => Number)
  @ValidateBy({ name: 'halves', validator: { validate: isHalves } }, { message: M.yearlyAllocation })
  @Required('Yearly Allocation is required')
  yearlyAllocation: number;

  @Flag('Carry Forward', "Last year's unused balance is added when the year is allocated")
  carryForward?: boolean;

  @Flag('Allow Negative Balance', 'Applications may take the balance below zero (typically unpaid leave)')
  allowNegative?: boolean;
}

export class LeaveTypeView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() paid: boolean;
  @ApiProperty() yearlyAllocation: number;
  @ApiProperty() carryForward: boolean;
  @ApiProperty() allowNegative: boolean;
}

export class LeaveTypeOption extends SelectOption {
  @ApiProperty() paid: boolean;
}

function YearField(): PropertyDecorator {
  return (target, key) => {
    Required('Year is required')(target, key);
    Max(2100, { message: M.year })(target, key);
    Min(2000, { message: M.year })(target, key);
    IsInt({ message: M.year })(target, key);
    Type(() => Number)(target, key);
    ApiProperty({ example: 2026 })(target, key);
  };
}

/** POST /api/erp/leave-allocation: sets one employee's days of a type for a year (created or replaced). */
export class SaveLeaveAllocationDto {
  @IdNumber(M.employee)
  employeeId: number;

  @IdNumber(M.leaveType)
  leaveTypeId: number;

  @YearField()
  year: number;

  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @ValidateBy({ name: 'halves', validator: { validate: isHalves } }, { message: M.allocated })
  @Required('Allocated days is required')
  allocated: number;

  @ApiPropertyOptional({ example: 0, description: "Days carried from last year; left out: kept (0 for a new allocation)" })
  @Type(() => Number)
  @IsOptional()
  @ValidateBy({ name: 'halves', validator: { validate: isHalves } }, { message: M.allocated })
  carriedForward?: number;
}

/** POST /api/erp/leave-allocation/allocate-year: every active employee gets the types' yearly quota. */
export class AllocateYearDto {
  @YearField()
  year: number;

  @ApiPropertyOptional({ description: 'Only this leave type; left out: every type with a yearly allocation' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: M.leaveType })
  @Min(1, { message: M.leaveType })
  leaveTypeId?: number;
}

/** Whose leave of which type: the fields an allocation and an application start with. */
class EmployeeLeaveTypeView {
  @ApiProperty() id: number;
  @ApiProperty() employeeId: number;
  @ApiProperty() employeeName: string;
  @ApiProperty() employeeCode: string;
  @ApiProperty() leaveTypeId: number;
  @ApiProperty() leaveTypeName: string;
}

export class LeaveAllocationView extends EmployeeLeaveTypeView {
  @ApiProperty() year: number;
  @ApiProperty() allocated: number;
  @ApiProperty() carriedForward: number;
}

export class AllocateYearView {
  @ApiProperty() year: number;
  @ApiProperty({ description: 'Allocations created' }) created: number;
  @ApiProperty({ description: 'Employee and type pairs that already had an allocation for the year (kept as they were)' }) kept: number;
}

export class LeaveBalanceView {
  @ApiProperty() leaveTypeId: number;
  @ApiProperty() leaveTypeName: string;
  @ApiProperty() paid: boolean;
  @ApiProperty() allowNegative: boolean;
  @ApiProperty() year: number;
  @ApiProperty() allocated: number;
  @ApiProperty() carriedForward: number;
  @ApiProperty({ description: 'Approved days' }) taken: number;
  @ApiProperty({ description: 'Days of applications waiting for approval' }) pending: number;
  @ApiProperty({ description: 'allocated + carriedForward - taken' }) balance: number;
  @ApiProperty({ description: 'balance - pending: what a new application may take' }) available: number;
}

/** POST /api/erp/leave-application. */
export class ApplyLeaveDto {
  @IdNumber(M.employee)
  employeeId: number;

  @IdNumber(M.leaveType)
  leaveTypeId: number;

  @ApiProperty({ example: '2026-03-02' })
  @ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, { message: M.fromDate })
  @Required(M.fromDate)
  from: string;

  @ApiProperty({ example: '2026-03-03' })
  @ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, { message: M.toDate })
  @Required(M.toDate)
  to: string;

  @Flag('Half Day', 'Half a day of leave (From and To the same date)')
  halfDay?: boolean;

  @ApiProperty({ maxLength: 500 })
  @Transform(trimmed)
  @MaxLength(500, { message: M.reasonTooLong })
  @MinLength(1, { message: M.reason })
  @IsString({ message: M.reason })
  @Required(M.reason)
  reason: string;
}

export class DecideLeaveDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @Transform(trimmed)
  @IsOptional()
  @MaxLength(500, { message: M.note })
  @IsString({ message: M.note })
  note?: string;
}

export class LeaveApplicationView extends EmployeeLeaveTypeView {
  @ApiProperty() paid: boolean;
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty() halfDay: boolean;
  @ApiProperty({ description: 'Working days the application takes (week-offs and holidays excluded; 0.5 for a half day)' }) days: number;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: LEAVE_STATES }) state: LeaveState;
  @ApiProperty() appliedAt: string;
  @ApiProperty({ nullable: true, type: String }) decidedAt: string | null;
  @ApiProperty({ nullable: true, type: String }) decisionNote: string | null;
}
