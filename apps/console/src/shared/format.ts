/**
 * Display formatters for money, dates and times.
 * Pure functions, one job each; they will move to @bizdesk/shared later.
 */

/** Amounts arrive as numbers or exact decimal strings (numeric(14,2) on the server). */
export type MoneyValue = number | string;

/** A date-only ISO string ('2026-11-05'), a full timestamp string, epoch ms or a Date. */
export type DateValue = string | number | Date;

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// en-US parts give 'Sep' and 'PM'; en-IN would give 'Sept' and 'pm', which the spec does not use.
const datePartsFormatter = new Intl.DateTimeFormat('en-US', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

const timePartsFormatter = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '₹12,34,567.89' — rupee sign, Indian digit grouping, always 2 decimals. Empty for missing or non-numeric input. */
export function formatMoney(value: MoneyValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const numeric = typeof value === 'string' ? value.trim() : value;
  if (typeof numeric === 'string' && !/^-?\d+(\.\d+)?$/.test(numeric)) return '';
  if (typeof numeric === 'number' && !Number.isFinite(numeric)) return '';
  // Decimal strings are formatted exactly (no float rounding) by Intl.NumberFormat v3.
  return rupeeFormatter.format(numeric as number | `${number}`);
}

/**
 * Parses a server date. Date-only strings are read as a local calendar date so
 * '2026-11-05' never shows as 04 Nov in time zones behind UTC.
 */
export function toDate(value: DateValue | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function partsOf(formatter: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** '05 Nov 2026' (dd MMM yyyy). Empty for missing or invalid input. */
export function formatDate(value: DateValue | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = partsOf(datePartsFormatter, date);
  return `${day} ${month} ${year}`;
}

/** '02:07 PM' (hh:mm a). Empty for missing or invalid input. */
export function formatTime(value: DateValue | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute, dayPeriod } = partsOf(timePartsFormatter, date);
  return `${hour}:${minute} ${dayPeriod}`;
}

/** '05 Nov 2026, 02:07 PM'. Empty for missing or invalid input. */
export function formatDateTime(value: DateValue | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)}, ${formatTime(date)}`;
}
