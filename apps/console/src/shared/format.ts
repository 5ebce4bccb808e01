import {
  formatDate as formatSharedDate,
  formatDateTime as formatSharedDateTime,
  formatRupees,
  formatTime as formatSharedTime,
  toCalendarParts,
  type DateInput,
} from '@bizdesk/shared';

/**
 * Display formatters for screens. The rules (₹12,34,567.89; 'dd MMM yyyy' in India time;
 * 'hh:mm a') live in @bizdesk/shared so the API, PDFs and console agree; these wrappers
 * only make them safe to call while rendering: a bad value shows as blank instead of
 * throwing and taking the page down.
 */

export type MoneyValue = string | number;
export type DateValue = DateInput;

function blankOnError<T>(format: (value: T) => string) {
  return (value: T | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '';
    try {
      return format(value);
    } catch {
      return '';
    }
  };
}

/** '₹12,34,567.89' — rupee sign, Indian digit grouping, always 2 decimals. */
export const formatMoney = blankOnError<MoneyValue>(formatRupees);

/** '05 Nov 2026' (dd MMM yyyy). */
export const formatDate = blankOnError<DateValue>((value) => formatSharedDate(value));

/** '02:07 PM' (hh:mm a). */
export const formatTime = blankOnError<DateValue>((value) => formatSharedTime(value));

/** '05 Nov 2026 02:07 PM'. */
export const formatDateTime = blankOnError<DateValue>((value) => formatSharedDateTime(value));

/** '05 Nov 2026 14:07' (dd MMM yyyy HH:mm, India time): the activity log's and sessions' timestamps. */
export const formatDateTime24 = blankOnError<DateValue>((value) => {
  const p = toCalendarParts(value);
  return `${formatSharedDate(value)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
});
