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
 */

export interface ShiftRule {
  startTime: string;
  endTime: string;
  breakTime: number;
  allowBreaks: boolean;
  weekOff: string;
}

export interface SettingRule {
  flexibleClockInOutMinutes: number;
  absentAfterMinutes: number;
  halfDayMinimumHours: number;
  fullDayMinimumHours: number;
}

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
}

export const REMARKS = {
  absent: 'Absent', present: 'Present', late: 'Late', onTime: 'On Time', early: 'Early',
  fullDay: 'Full Day', halfDay: 'Half Day', weekOff: 'Week Off', holiday: 'Holiday',
} as const;

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

/** Hours worked, net of the break when breaks are allowed, rounded to 2 decimals. */
export function netHours(clockIn: Date | null, clockOut: Date | null, shift: Pick<ShiftRule, 'breakTime' | 'allowBreaks'>): number {
  if (!clockIn || !clockOut) return 0;
  const minutes = (clockOut.getTime() - clockIn.getTime()) / MINUTE - (shift.allowBreaks ? shift.breakTime : 0);
  return Math.round(Math.max(0, minutes) / 60 * 100) / 100;
}

export function computeDay(input: DayInput): DayResult {
  const { shift, settings } = input;
  const dayType = dayTypeOf(input.date, shift, input.holidayName, input.weekOff);
  const [expectedClockIn, expectedClockOut] = input.expected ?? expectedTimes(input.date, shift, input.timeZone);
  const clockIn = input.firstPunch;
  const clockOut = input.punchCount > 1 ? input.lastPunch : null;
  const hours = netHours(clockIn, clockOut, shift);
  // One object per day, filled in place: a month for a thousand employees computes tens of thousands.
  const day: DayResult = { dayType, expectedClockIn, expectedClockOut, clockIn, clockOut, hours, clockInRemark: null, clockOutRemark: null, remark: REMARKS.absent };

  if (dayType !== 'WORKING') {
    day.remark = dayType === 'WEEKOFF' ? REMARKS.weekOff : (input.holidayName || REMARKS.holiday);
    return day;
  }
  if (!clockIn) return day;

  const flexible = settings.flexibleClockInOutMinutes;
  const lateBy = (clockIn.getTime() - expectedClockIn.getTime()) / MINUTE;
  day.clockInRemark = flexible > 0 && lateBy > flexible ? REMARKS.late : REMARKS.onTime;
  if (clockOut) {
    const earlyBy = (expectedClockOut.getTime() - clockOut.getTime()) / MINUTE;
    day.clockOutRemark = flexible > 0 && earlyBy > flexible ? REMARKS.early : REMARKS.onTime;
  }
  if (settings.absentAfterMinutes > 0 && lateBy > settings.absentAfterMinutes) return day;
  day.remark = hoursRemark(clockOut !== null, hours, settings);
  return day;
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
