import { ATTENDANCE_DAY_TYPES, type AttendanceDayType } from '@bizdesk/shared';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { DAY_STATUSES, type DayStatus } from '../services/attendance-day-rules.js';

export const ATTENDANCE_MESSAGES = {
  fromDate: 'fromDate is required (yyyy-MM-dd)',
  toDate: 'toDate is required (yyyy-MM-dd)',
  order: 'toDate must not be before fromDate',
  tooLong: 'The date range can be at most 366 days',
  month: 'month must be yyyy-MM',
  employee: 'Please select employee',
  date: 'date is required (yyyy-MM-dd)',
  markStatus: 'status must be one of PRESENT, ABSENT, HALF_DAY, ON_LEAVE, WEEK_OFF, HOLIDAY',
  reason: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  time: 'Time must be a time of day such as 09:30, 9:30 am or 0930',
  futureDay: 'A day after today cannot be marked',
  notEmployed: 'The employee was not employed on this day',
  marked: 'Attendance marked successfully',
  unmarked: 'Manual mark removed: the day is computed from punches again',
  noMark: 'This day has no manual mark',
  summary: 'Attendance summary fetched successfully',
  fetched: 'Attendance fetched successfully',
} as const;

/** One employee's day, computed from punches. Times are the company zone's wall clock with offset. */
export class AttendanceRecordView {
  @ApiProperty() userDetailId: number;
  @ApiProperty({ description: "Employee's full name" }) userName: string;
  @ApiProperty() branchId: number;
  @ApiProperty() employeeCode: string;
  @ApiProperty() branchName: string;
  @ApiProperty({ nullable: true, type: String }) designationName: string | null;
  @ApiProperty({ nullable: true, type: String }) departmentName: string | null;
  @ApiProperty({ example: '2026-03-02' }) forDate: string;
  @ApiProperty({ enum: ATTENDANCE_DAY_TYPES }) dayType: AttendanceDayType;
  @ApiProperty({ example: '2026-03-02T09:00:00+05:30' }) expectedClockIn: string;
  @ApiProperty({ example: '2026-03-02T18:00:00+05:30' }) expectedClockOut: string;
  @ApiProperty({ nullable: true, type: String }) clockIn: string | null;
  @ApiProperty({ nullable: true, type: String }) clockOut: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Late or On Time' }) clockInRemark: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Early or On Time' }) clockOutRemark: string | null;
  @ApiProperty({ description: 'Hours net of breaks, 2 decimals' }) hours: number;
  @ApiProperty({ description: 'Absent, Present, Half Day, Full Day, Missing punch-out, Not started, In progress, Week Off, or the holiday name' }) remark: string;
  @ApiProperty({ enum: DAY_STATUSES, description: 'What payroll reads: docs/attendance-rules.md' }) status: DayStatus;
  @ApiProperty({ description: 'Payable share of the day: 1, 0.5 or 0' }) payable: number;
  @ApiProperty({ description: 'Clock-in without a clock-out after the shift ended' }) missingPunchOut: boolean;
  @ApiProperty({ description: "Hours beyond the shift's length" }) overtimeHours: number;
  @ApiProperty({ nullable: true, type: String, description: 'Marked by hand (or an approved regularisation): the reason; null when computed from punches' }) manualReason: string | null;
}

export class AttendanceTotals {
  @ApiProperty() employees: number;
  @ApiProperty({ description: 'Present days: a half day counts 0.5, a missing punch-out as the setting says' }) present: number;
  @ApiProperty({ description: 'Absent days: the other half of half days included' }) absent: number;
  @ApiProperty() missingPunchOut: number;
  @ApiProperty({ description: "Today's days whose shift has not started (plus the flexible minutes)" }) notStarted: number;
  @ApiProperty({ description: "Today's days whose shift is still running" }) inProgress: number;
  @ApiProperty({ description: 'Payable days: present shares, week-offs and holidays' }) payable: number;
  @ApiProperty() late: number;
  @ApiProperty() halfDay: number;
  @ApiProperty() fullDay: number;
  @ApiProperty() holiday: number;
  @ApiProperty() weekOff: number;
  @ApiProperty() hours: number;
}

export class AttendancePage {
  @ApiProperty({ type: AttendanceRecordView, isArray: true }) list: AttendanceRecordView[];
  @ApiProperty() totalPages: number;
  @ApiProperty() totalRecords: number;
  @ApiProperty({ type: AttendanceTotals }) totals: AttendanceTotals;
  @ApiProperty() fromDate: string;
  @ApiProperty({ description: 'Days after today (company zone) are not computed' }) toDate: string;
  @ApiProperty() timeZone: string;
}

export class AttendanceTrendPoint {
  @ApiProperty() date: string;
  @ApiProperty() present: number;
  @ApiProperty() absent: number;
  @ApiProperty() late: number;
}

export class HrmsDashboardFigures {
  @ApiProperty() headcount: number;
  @ApiProperty({ description: 'Half days count 0.5' }) present: number;
  @ApiProperty() absent: number;
  @ApiProperty() missingPunchOut: number;
  @ApiProperty() notStarted: number;
  @ApiProperty() inProgress: number;
  @ApiProperty() late: number;
  @ApiProperty() onHoliday: number;
  @ApiProperty() onWeekOff: number;
}

export class HrmsDashboardView {
  @ApiProperty() today: string;
  @ApiProperty({ type: HrmsDashboardFigures }) todayFigures: HrmsDashboardFigures;
  @ApiProperty({ type: HrmsDashboardFigures, description: 'Employee-days over the chosen range' }) rangeFigures: HrmsDashboardFigures;
  @ApiProperty({ type: AttendanceTrendPoint, isArray: true }) trend: AttendanceTrendPoint[];
}

/** One employee's month as payroll takes it (GET /api/erp/attendance/summary). */
export class AttendanceSummaryRow {
  @ApiProperty() employeeId: number;
  @ApiProperty() employeeCode: string;
  @ApiProperty() employeeName: string;
  @ApiProperty() branchName: string;
  @ApiProperty({ nullable: true, type: String }) departmentName: string | null;
  @ApiProperty({ description: 'Finished working days in the employment (today while its shift runs is not counted)' }) workingDays: number;
  @ApiProperty({ description: 'Present days: full 1, half 0.5, a missing punch-out as the setting counts it' }) present: number;
  @ApiProperty() halfDays: number;
  @ApiProperty({ description: 'Days on paid leave' }) paidLeave: number;
  @ApiProperty({ description: 'Days on unpaid leave' }) unpaidLeave: number;
  @ApiProperty({ description: 'Absent days (the other half of half days included)' }) absent: number;
  @ApiProperty() missingPunches: number;
  @ApiProperty() lateCount: number;
  @ApiProperty() overtimeHours: number;
  @ApiProperty() weekOffs: number;
  @ApiProperty() holidays: number;
  @ApiProperty({ description: 'Present shares + paid leave + paid week-offs and holidays' }) payableDays: number;
}

export class AttendanceSummary {
  @ApiProperty({ example: '2026-03' }) month: string;
  @ApiProperty() fromDate: string;
  @ApiProperty({ description: 'Last day computed (today at most)' }) toDate: string;
  @ApiProperty({ type: AttendanceSummaryRow, isArray: true }) list: AttendanceSummaryRow[];
}

export const LOCK_MESSAGES = {
  locked: (month: string) => `Attendance for ${month} is locked`,
  unlocked: (month: string) => `Attendance for ${month} is unlocked`,
  alreadyLocked: (month: string) => `Attendance for ${month} is already locked`,
  notLocked: (month: string) => `Attendance for ${month} is not locked`,
  unfinished: 'Only a month that has ended can be locked',
  reason: 'Reason is required to unlock',
  reasonTooLong: 'Reason must be at most 500 characters',
  fetched: 'Lock status fetched successfully',
} as const;

export class LockMonthDto {
  @ApiProperty({ example: '2026-03' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: ATTENDANCE_MESSAGES.month })
  @IsString({ message: ATTENDANCE_MESSAGES.month })
  month: string;
}

export class UnlockMonthDto extends LockMonthDto {
  @ApiProperty({ maxLength: 500 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(500, { message: LOCK_MESSAGES.reasonTooLong })
  @MinLength(1, { message: LOCK_MESSAGES.reason })
  @IsString({ message: LOCK_MESSAGES.reason })
  reason: string;
}

export class LatePunchView {
  @ApiProperty() employeeId: number;
  @ApiProperty() employeeCode: string;
  @ApiProperty() employeeName: string;
  @ApiProperty() deviceName: string;
  @ApiProperty({ description: "In the company's time zone" }) punchTime: string;
  @ApiProperty() receivedAt: string;
}

export class LockEventView {
  @ApiProperty({ enum: ['LOCK', 'UNLOCK'] }) action: string;
  @ApiProperty({ nullable: true, type: String }) reason: string | null;
  @ApiProperty({ nullable: true, type: Number }) userId: number | null;
  @ApiProperty() at: string;
}

export class MonthLockView {
  @ApiProperty() month: string;
  @ApiProperty() locked: boolean;
  @ApiProperty({ nullable: true, type: String }) lockedAt: string | null;
  @ApiProperty({ nullable: true, type: Number }) lockedBy: number | null;
  @ApiProperty({ description: 'Employee-days kept as they were at the lock' }) days: number;
  @ApiProperty({ type: LatePunchView, isArray: true, description: 'Punches for the locked month received after the lock: kept aside, not counted' }) latePunches: LatePunchView[];
  @ApiProperty({ type: LockEventView, isArray: true }) history: LockEventView[];
}
