/**
 * Display and calendar helpers. Formats are the spec's: date "dd MMM yyyy", time "hh:mm a".
 *
 * Input kinds:
 * - "yyyy-MM-dd": a calendar date; never shifted by any timezone.
 * - "yyyy-MM-ddTHH:mm[:ss[.sss]]" without an offset: a wall-clock time; not shifted either.
 * - an ISO string with "Z" or an offset, or a Date: an instant, shown in `timeZone`
 *   (default Asia/Kolkata, so the API, PDFs and every browser agree on the day).
 */

export type DateInput = Date | string;

/** India has a fixed UTC+05:30 and no daylight saving, so no tz database is needed. */
export type DisplayTimeZone = 'Asia/Kolkata' | 'UTC' | 'local';

export interface DateOptions {
  timeZone?: DisplayTimeZone;
}

export const DEFAULT_TIME_ZONE: DisplayTimeZone = 'Asia/Kolkata';
const IST_OFFSET_MS = 330 * 60 * 1000;

export const MONTH_ABBREVIATIONS = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
] as const;

/** A wall-clock reading: month 1-12. */
export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
}

function checkedParts(
  input: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): CalendarParts {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`Invalid date "${input}"`);
  }
  return { year, month, day, hour, minute, second };
}

/** Reads any accepted input as a wall-clock reading in the display zone. */
export function toCalendarParts(input: DateInput, options: DateOptions = {}): CalendarParts {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  let instant: Date;
  if (typeof input === 'string') {
    const text = input.trim();
    let m = DATE_ONLY.exec(text);
    if (m) return checkedParts(text, +m[1], +m[2], +m[3]);
    m = LOCAL_DATE_TIME.exec(text);
    if (m) return checkedParts(text, +m[1], +m[2], +m[3], +m[4], +m[5], m[6] ? +m[6] : 0);
    if (!ZONED_DATE_TIME.test(text)) throw new RangeError(`Invalid date "${input}"`);
    instant = new Date(text);
  } else if (input instanceof Date) {
    instant = input;
  } else {
    throw new RangeError('Invalid date');
  }
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date "${String(input)}"`);
  if (timeZone === 'local') {
    return {
      year: instant.getFullYear(),
      month: instant.getMonth() + 1,
      day: instant.getDate(),
      hour: instant.getHours(),
      minute: instant.getMinutes(),
      second: instant.getSeconds(),
    };
  }
  const shifted = new Date(timeZone === 'Asia/Kolkata' ? ms + IST_OFFSET_MS : ms);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

function isoDateOf(year: number, month: number, day: number): string {
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/** True for a real calendar date written "yyyy-MM-dd" (no 30 Feb). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const month = +m[2];
  const day = +m[3];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(+m[1], month);
}

/** The calendar day of the input as "yyyy-MM-dd". */
export function toIsoDate(input: DateInput, options?: DateOptions): string {
  const p = toCalendarParts(input, options);
  return isoDateOf(p.year, p.month, p.day);
}

/** "05 Nov 2026". Null, undefined and "" give "". */
export function formatDate(input: DateInput | null | undefined, options?: DateOptions): string {
  if (input === null || input === undefined || input === '') return '';
  const p = toCalendarParts(input, options);
  return `${pad2(p.day)} ${MONTH_ABBREVIATIONS[p.month - 1]} ${pad4(p.year)}`;
}

/** "03:07 PM" (12-hour clock; midnight is 12:00 AM). Null, undefined and "" give "". */
export function formatTime(input: DateInput | null | undefined, options?: DateOptions): string {
  if (input === null || input === undefined || input === '') return '';
  const p = toCalendarParts(input, options);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${pad2(hour12)}:${pad2(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/** "05 Nov 2026 03:07 PM". Null, undefined and "" give "". */
export function formatDateTime(input: DateInput | null | undefined, options?: DateOptions): string {
  if (input === null || input === undefined || input === '') return '';
  return `${formatDate(input, options)} ${formatTime(input, options)}`;
}

export interface FinancialYear {
  /** "FY 2026-27" */
  name: string;
  /** "2026-04-01" */
  startDate: string;
  /** "2027-03-31" */
  endDate: string;
}

/** The Indian financial year (1 April to 31 March) that starts in `startYear`. */
export function financialYearStarting(startYear: number): FinancialYear {
  return {
    name: `FY ${pad4(startYear)}-${pad2((startYear + 1) % 100)}`,
    startDate: isoDateOf(startYear, 4, 1),
    endDate: isoDateOf(startYear + 1, 3, 31),
  };
}

/** The Indian financial year containing the date: 31 Mar 2027 is FY 2026-27, 1 Apr 2027 FY 2027-28. */
export function indianFinancialYear(input: DateInput, options?: DateOptions): FinancialYear {
  const p = toCalendarParts(input, options);
  return financialYearStarting(p.month >= 4 ? p.year : p.year - 1);
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** First and last day of the date's month, e.g. { startDate: '2026-02-01', endDate: '2026-02-28' }. */
export function monthRange(input: DateInput, options?: DateOptions): DateRange {
  const p = toCalendarParts(input, options);
  return { startDate: isoDateOf(p.year, p.month, 1), endDate: isoDateOf(p.year, p.month, daysInMonth(p.year, p.month)) };
}
