import type { AttendanceDayType } from '@bizdesk/shared';
import { addDays, weekdayOf, zonedInstant } from './zoned-time.js';

/**
 * The attendance day rules, pure: given one employee's shift, the day's holiday, the company's
 * settings and the first and last punch that belong to the day, what the day was.
 *
 * - Day type: WEEKOFF when the shift's week-off names the weekday, else HOLIDAY when a holiday (all
 *   branches or the employee's branch) falls on it, else WORKING.
 * - Expected times come from the shift in the company's zone; an end at or before the start is the
 *   next day (overnight shifts belong to the day they start).
 * - Clock-in is the first punch, clock-out the last one when there are at least two.
 * - Hours are clock-out minus clock-in, net of the shift's break when breaks are allowed.
 * - Remarks on working days: Late when the clock-in is more than the flexible minutes after the
 *   expected start; Early when the clock-out is more than the flexible minutes before the expected
 *   end; Absent with no punch or a first punch more than absent-after minutes late; then Full Day /
 *   Half Day by the minimum hours. Each setting at 0 turns its rule off.
 * - Issue 29 (payroll): punches closer together than the minimum punch gap count as one punch; a day
 *   with a clock-in and no clock-out is **Missing punch-out** (status MISSING_PUNCH_OUT), counted in the
 *   payable days as the missing-punch setting says (full, half or none) until it is regularised. A day
 *   whose shift has not started yet (start plus the flexible minutes) is **Not started**, one whose shift
 *   is still running is **In progress**: never Absent before the shift has ended. Hours are net of the
 *   break or gross (first to last punch) by the hours-basis setting. Every day carries `payable`
 *   (1, 0.5 or 0): half days count 0.5 in every total. docs/attendance-rules.md has the table.
 */

export interface ShiftRule {
  startTime: string;
  endTime: string;
  breakTime: number;
  allowBreaks: boolean;
  weekOff: string;
}

export const MISSING_PUNCH_COUNTS = ['FULL_DAY', 'HALF_DAY', 'ABSENT'] as const;
export type MissingPunchCount = (typeof MISSING_PUNCH_COUNTS)[number];
export const HOURS_BASES = ['NET', 'GROSS'] as const;
export type HoursBasis = (typeof HOURS_BASES)[number];

export interface SettingRule {
  flexibleClockInOutMinutes: number;
  absentAfterMinutes: number;
  halfDayMinimumHours: number;
  fullDayMinimumHours: number;
  /** Punches closer than this many minutes are one punch (two taps on the device); absent in old callers: 0. */
  minimumPunchGapMinutes?: number;
  /** How a Missing punch-out day counts in payable days until regularised; absent: HALF_DAY. */
  missingPunchCounts?: MissingPunchCount;
  /** NET: hours less the shift's break (when breaks are allowed); GROSS: first to last punch. Absent: NET. */
  hoursBasis?: HoursBasis;
}

/** What payroll reads off a day. */
export const DAY_STATUSES = ['PRESENT', 'HALF_DAY', 'ABSENT', 'MISSING_PUNCH_OUT', 'NOT_STARTED', 'IN_PROGRESS', 'ON_LEAVE', 'WEEK_OFF', 'HOLIDAY'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface DayInput {
  date: string;
  timeZone: string;
  shift: ShiftRule;
  holidayName: string | null;
  settings: SettingRule;
  firstPunch: Date | null;
  lastPunch: Date | null;
  punchCount: number;
  /** The shift's expected times for the date, when the caller already has them (they repeat per shift). */
  expected?: [Date, Date];
  /** Whether the date is one of the shift's week-off days, when the caller already knows (it repeats per shift). */
  weekOff?: boolean;
  /** The present instant: a day whose shift has not ended by then is Not started or In progress, never Absent. */
  now?: Date;
}

export interface DayResult {
  dayType: AttendanceDayType;
  expectedClockIn: Date;
  expectedClockOut: Date;
  clockIn: Date | null;
  clockOut: Date | null;
  clockInRemark: string | null;
  clockOutRemark: string | null;
  hours: number;
  remark: string;
  status: DayStatus;
  /** Payable share of the day: 1, 0.5 or 0 (week-offs and holidays are paid: 1). */
  payable: number;
  /** A clock-in without a clock-out (one punch, or punches closer than the minimum gap), shift over. */
  missingPunchOut: boolean;
  /** Hours beyond the shift's own length (net of its break by the hours basis), 2 decimals; 0 on non-working days. */
  overtimeHours: number;
}

export const REMARKS = {
  absent: 'Absent', present: 'Present', late: 'Late', onTime: 'On Time', early: 'Early',
  fullDay: 'Full Day', halfDay: 'Half Day', weekOff: 'Week Off', holiday: 'Holiday',
  missingPunchOut: 'Missing punch-out', notStarted: 'Not started', inProgress: 'In progress', onLeave: 'On Leave',
} as const;

const MISSING_PUNCH_PAYABLE: Record<MissingPunchCount, number> = { FULL_DAY: 1, HALF_DAY: 0.5, ABSENT: 0 };

/**
 * Punches from 6 hours before a shift's start up to 6 hours before the next day's start belong to the day, except
 * those inside the day's shift itself, which stay with it (a long shift's clock-out near the next day's window).
 */
export const PUNCH_WINDOW_LEAD_HOURS = 6;

const MINUTE = 60_000;

export function dayTypeOf(date: string, shift: Pick<ShiftRule, 'weekOff'>, holidayName: string | null, weekOff = isWeekOff(date, shift)): AttendanceDayType {
  if (weekOff) return 'WEEKOFF';
  if (holidayName !== null) return 'HOLIDAY';
  return 'WORKING';
}

/** The shift's week-off (a comma string of weekday names) names the date's weekday. */
export function isWeekOff(date: string, shift: Pick<ShiftRule, 'weekOff'>): boolean {
  return shift.weekOff.split(',').map((s) => s.trim().toUpperCase()).includes(weekdayOf(date));
}

export function expectedTimes(date: string, shift: Pick<ShiftRule, 'startTime' | 'endTime'>, timeZone: string): [Date, Date] {
  const overnight = shift.endTime <= shift.startTime;
  return [zonedInstant(date, shift.startTime, timeZone), zonedInstant(overnight ? addDays(date, 1) : date, shift.endTime, timeZone)];
}

/** Hours worked, net of the break when breaks are allowed (or gross: first to last), rounded to 2 decimals. */
export function netHours(clockIn: Date | null, clockOut: Date | null, shift: Pick<ShiftRule, 'breakTime' | 'allowBreaks'>, basis: HoursBasis = 'NET'): number {
  if (!clockIn || !clockOut) return 0;
  const minutes = (clockOut.getTime() - clockIn.getTime()) / MINUTE - (basis === 'NET' && shift.allowBreaks ? shift.breakTime : 0);
  return Math.round(Math.max(0, minutes) / 60 * 100) / 100;
}

export function computeDay(input: DayInput): DayResult {
  const { shift, settings } = input;
  const dayType = dayTypeOf(input.date, shift, input.holidayName, input.weekOff);
  const [expectedClockIn, expectedClockOut] = input.expected ?? expectedTimes(input.date, shift, input.timeZone);
  const clockIn = input.firstPunch;
  const gap = settings.minimumPunchGapMinutes ?? 0;
  // Two taps seconds apart are one punch: the day has no clock-out.
  const apart = clockIn !== null && input.lastPunch !== null && (input.lastPunch.getTime() - clockIn.getTime()) / MINUTE >= gap;
  const clockOut = input.punchCount > 1 && apart ? input.lastPunch : null;
  const hours = netHours(clockIn, clockOut, shift, settings.hoursBasis ?? 'NET');
  // One object per day, filled in place: a month for a thousand employees computes tens of thousands.
  const day: DayResult = {
    dayType, expectedClockIn, expectedClockOut, clockIn, clockOut, hours, clockInRemark: null, clockOutRemark: null,
    remark: REMARKS.absent, status: 'ABSENT', payable: 0, missingPunchOut: false, overtimeHours: 0,
  };

  if (dayType !== 'WORKING') {
    day.remark = dayType === 'WEEKOFF' ? REMARKS.weekOff : (input.holidayName || REMARKS.holiday);
    day.status = dayType === 'WEEKOFF' ? 'WEEK_OFF' : 'HOLIDAY';
    day.payable = 1;
    return day;
  }
  const now = input.now?.getTime();
  const running = now !== undefined && now < expectedClockOut.getTime();
  const flexible = settings.flexibleClockInOutMinutes;
  if (!clockIn) {
    if (running) {
      const notStarted = now < expectedClockIn.getTime() + flexible * MINUTE;
      day.status = notStarted ? 'NOT_STARTED' : 'IN_PROGRESS';
      day.remark = notStarted ? REMARKS.notStarted : REMARKS.inProgress;
    }
    return day;
  }

  const lateBy = (clockIn.getTime() - expectedClockIn.getTime()) / MINUTE;
  day.clockInRemark = flexible > 0 && lateBy > flexible ? REMARKS.late : REMARKS.onTime;
  if (clockOut) {
    const earlyBy = (expectedClockOut.getTime() - clockOut.getTime()) / MINUTE;
    day.clockOutRemark = flexible > 0 && earlyBy > flexible ? REMARKS.early : REMARKS.onTime;
  }
  if (settings.absentAfterMinutes > 0 && lateBy > settings.absentAfterMinutes) return day;
  if (running) {
    // Clocked in and the shift still runs: what the day will be is not known yet.
    day.status = 'IN_PROGRESS';
    day.remark = REMARKS.inProgress;
    return day;
  }
  if (!clockOut) {
    day.status = 'MISSING_PUNCH_OUT';
    day.remark = REMARKS.missingPunchOut;
    day.missingPunchOut = true;
    day.payable = MISSING_PUNCH_PAYABLE[settings.missingPunchCounts ?? 'HALF_DAY'];
    return day;
  }
  day.overtimeHours = overtimeOf(hours, expectedClockIn, expectedClockOut, shift, settings.hoursBasis ?? 'NET');
  day.remark = hoursRemark(true, hours, settings);
  day.status = day.remark === REMARKS.absent ? 'ABSENT' : day.remark === REMARKS.halfDay ? 'HALF_DAY' : 'PRESENT';
  day.payable = day.status === 'PRESENT' ? 1 : day.status === 'HALF_DAY' ? 0.5 : 0;
  return day;
}

/** Hours worked beyond the shift's length (the same basis as the hours), never below 0. */
export function overtimeOf(hours: number, expectedIn: Date, expectedOut: Date, shift: Pick<ShiftRule, 'breakTime' | 'allowBreaks'>, basis: HoursBasis): number {
  const shiftHours = netHours(expectedIn, expectedOut, shift, basis);
  return Math.max(0, Math.round((hours - shiftHours) * 100) / 100);
}

function hoursRemark(finished: boolean, hours: number, s: SettingRule): string {
  const full = s.fullDayMinimumHours;
  const half = s.halfDayMinimumHours;
  if (!finished || (full === 0 && half === 0)) return REMARKS.present;
  if (full > 0 && hours >= full) return REMARKS.fullDay;
  if (half > 0 && hours >= half) return REMARKS.halfDay;
  // Short of the lowest minimum that is switched on.
  return half > 0 ? REMARKS.absent : REMARKS.halfDay;
}

/** A working day counts as present when it has a clock-in and the rules did not make it Absent. */
export function isPresent(r: Pick<DayResult, 'dayType' | 'clockIn' | 'remark'>): boolean {
  return r.dayType === 'WORKING' && r.clockIn !== null && r.remark !== REMARKS.absent;
}

/** Today's shift has not finished: the day is not counted as present or absent yet. */
export function isPending(status: DayStatus): boolean {
  return status === 'NOT_STARTED' || status === 'IN_PROGRESS';
}

/**
 * How a day counts in present/absent totals (half days 0.5 each way; a missing punch-out as its setting says;
 * pending days and non-working days count in neither).
 */
export function presenceShares(status: DayStatus, payable: number): { present: number; absent: number } {
  switch (status) {
    case 'PRESENT': case 'HALF_DAY': case 'MISSING_PUNCH_OUT': case 'ABSENT':
      return { present: payable, absent: 1 - payable };
    default:
      return { present: 0, absent: 0 };
  }
}

/** What HR marked for a day (or an approved regularisation): it overrides the computed day. */
export const MANUAL_STATUSES = ['PRESENT', 'ABSENT', 'HALF_DAY', 'ON_LEAVE', 'WEEK_OFF', 'HOLIDAY'] as const;
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

export interface ManualMark {
  status: ManualStatus;
  /** Local times of day (HH:mm:ss) or null: the punches' times stay. */
  inTime: string | null;
  outTime: string | null;
  reason: string;
}

const MANUAL_REMARKS: Record<ManualStatus, string> = {
  PRESENT: REMARKS.present, ABSENT: REMARKS.absent, HALF_DAY: REMARKS.halfDay, ON_LEAVE: REMARKS.onLeave, WEEK_OFF: REMARKS.weekOff, HOLIDAY: REMARKS.holiday,
};
const MANUAL_PAYABLE: Record<ManualStatus, number> = { PRESENT: 1, ABSENT: 0, HALF_DAY: 0.5, ON_LEAVE: 1, WEEK_OFF: 1, HOLIDAY: 1 };

/**
 * A manual mark over a computed day, in place: the status, remark and payable share are the mark's; the clock-in
 * and clock-out are the mark's times when given (an out time at or before the in time is the next day), else the
 * punches'; hours follow from them. ON_LEAVE is paid here; leave types decide paid or unpaid in the month summary.
 */
export function applyManualMark(day: DayResult, mark: ManualMark, date: string, timeZone: string, shift: Pick<ShiftRule, 'breakTime' | 'allowBreaks'>, basis: HoursBasis = 'NET'): DayResult {
  if (mark.inTime) day.clockIn = zonedInstant(date, mark.inTime, timeZone);
  if (mark.outTime) day.clockOut = zonedInstant(mark.inTime && mark.outTime <= mark.inTime ? addDays(date, 1) : date, mark.outTime, timeZone);
  const working = mark.status === 'PRESENT' || mark.status === 'HALF_DAY';
  if (!working) {
    day.clockIn = mark.inTime ? day.clockIn : null;
    day.clockOut = mark.outTime ? day.clockOut : null;
  }
  day.hours = netHours(day.clockIn, day.clockOut, shift, basis);
  day.overtimeHours = working ? overtimeOf(day.hours, day.expectedClockIn, day.expectedClockOut, shift, basis) : 0;
  day.dayType = mark.status === 'WEEK_OFF' ? 'WEEKOFF' : mark.status === 'HOLIDAY' ? 'HOLIDAY' : 'WORKING';
  day.status = mark.status;
  day.remark = MANUAL_REMARKS[mark.status];
  day.payable = MANUAL_PAYABLE[mark.status];
  day.missingPunchOut = false;
  return day;
}

/** The grid letter by status: P, A, H, W, L (leave) or '-' (today, not started or running without a clock-in). */
export function letterOf(status: DayStatus, clockIn: unknown): 'P' | 'A' | 'H' | 'W' | 'L' | '-' {
  switch (status) {
    case 'PRESENT': case 'HALF_DAY': case 'MISSING_PUNCH_OUT': return 'P';
    case 'ABSENT': return 'A';
    case 'HOLIDAY': return 'H';
    case 'WEEK_OFF': return 'W';
    case 'ON_LEAVE': return 'L';
    default: return clockIn ? 'P' : '-';
  }
}
