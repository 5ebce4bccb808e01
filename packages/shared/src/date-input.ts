import { MONTH_ABBREVIATIONS, daysInMonth } from './dates.js';

/**
 * A calendar date as people type it, read as ISO `yyyy-MM-dd` (issue 31 item 1): `25/12/2026`, `25-12-2026`,
 * `25.12.2026`, `25 Dec 2026`, `25 December 2026`, `Dec 25, 2026`, `2026-12-25` and a 2-digit year (`25/12/26`
 * is 2026). Day first, as Indian dates are written: `12/31/2026` has no 31st month, so it is null, and so is
 * anything else that is not a real day. A form shows that as an error on the field instead of saving
 * another date.
 */
export function parseDateInput(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim().replace(/\s+/g, ' ').replace(/,/g, '');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{2}|\d{4})$/.exec(text);
  if (m) return isoDate(fullYear(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[ \-/]?([a-z]{3,9})\.?[ \-/]?(\d{2}|\d{4})$/i.exec(text);
  if (m) return isoDate(fullYear(m[3]), monthNumber(m[2]), Number(m[1]));
  m = /^([a-z]{3,9})\.? (\d{1,2}) (\d{4})$/i.exec(text);
  if (m) return isoDate(Number(m[3]), monthNumber(m[1]), Number(m[2]));
  return null;
}

function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

/** 1-12 for a month's name or its first three letters (any case); 0 otherwise. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  const index = MONTH_ABBREVIATIONS.findIndex((abbr) => lower.startsWith(abbr.toLowerCase()));
  if (index < 0) return 0;
  const full = new Date(Date.UTC(2000, index, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }).toLowerCase();
  return lower.length === 3 || (lower === 'sept' && index === 8) || full === lower ? index + 1 : 0;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
