/**
 * The provider's monthly billing arithmetic (pure, exact): which India-time month an instant falls in,
 * how many days of a month a company was subscribed, the prorated charge, and the names an invoice
 * carries. GST itself is computed by `summarizeInvoice` (gst.ts), the same code POS invoices use.
 */
import { daysInMonth, MONTH_ABBREVIATIONS, toCalendarParts, type DateInput } from './dates.js';
import { divRoundHalfUp, paiseToBigInt, toSafeNumber } from './decimal.js';

/** "2026-03": the month an invoice bills. */
export type InvoiceMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isInvoiceMonth(value: unknown): value is InvoiceMonth {
  return typeof value === 'string' && MONTH.test(value) && Number(value.slice(0, 4)) >= 2000;
}

export interface InvoiceMonthRange {
  /** "2026-03-01" */
  firstDay: string;
  /** "2026-03-31" */
  lastDay: string;
  days: number;
  /** 00:00 India time on the first day. */
  start: Date;
  /** 00:00 India time on the first day of the next month (exclusive). */
  end: Date;
}

function parseMonth(month: InvoiceMonth): { year: number; month: number } {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Invalid month "${month}": use yyyy-MM`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Midnight India time starting the given calendar day (month 1-12; day may overflow into the next month). */
function istMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

export function invoiceMonthRange(month: InvoiceMonth): InvoiceMonthRange {
  const { year, month: m } = parseMonth(month);
  const days = daysInMonth(year, m);
  return {
    firstDay: `${year}-${pad2(m)}-01`,
    lastDay: `${year}-${pad2(m)}-${pad2(days)}`,
    days,
    start: istMidnight(year, m, 1),
    end: istMidnight(year, m, days + 1),
  };
}

/** The India-time month of an instant: 2026-03-31T20:00Z (01:30 on 1 April in India) is "2026-04". */
export function invoiceMonthOf(instant: DateInput): InvoiceMonth {
  const p = toCalendarParts(instant, { timeZone: 'Asia/Kolkata' });
  return `${p.year}-${pad2(p.month)}`;
}

/** The month before the India-time month of `now`: what a run after month end bills. */
export function previousInvoiceMonth(now: Date): InvoiceMonth {
  const p = toCalendarParts(now, { timeZone: 'Asia/Kolkata' });
  return p.month === 1 ? `${p.year - 1}-12` : `${p.year}-${pad2(p.month - 1)}`;
}

/** True once the month is over in India (its last day has ended). */
export function invoiceMonthHasEnded(month: InvoiceMonth, now: Date): boolean {
  return now.getTime() >= invoiceMonthRange(month).end.getTime();
}

/** "Mar 2026". */
export function formatInvoiceMonth(month: InvoiceMonth): string {
  const { year, month: m } = parseMonth(month);
  return `${MONTH_ABBREVIATIONS[m - 1]} ${year}`;
}

export interface SubscriptionSpan {
  startedAt: Date;
  /** Null while still subscribed. */
  endedAt: Date | null;
}

/**
 * The India-time days of the month on which the company was subscribed at some moment: a day counts
 * once however many periods touch it (unsubscribing and subscribing again the same day is one day), and
 * a period ending exactly at midnight does not touch the day that starts then.
 */
export function subscribedDays(spans: readonly SubscriptionSpan[], month: InvoiceMonth): number {
  const range = invoiceMonthRange(month);
  const counted = new Set<number>();
  for (const span of spans) {
    const from = Math.max(span.startedAt.getTime(), range.start.getTime());
    const to = Math.min(span.endedAt ? span.endedAt.getTime() : Number.POSITIVE_INFINITY, range.end.getTime());
    if (to <= from) continue;
    // Day index 0..days-1 within the month; the end is exclusive.
    const first = Math.floor((from - range.start.getTime()) / DAY_MS);
    const last = Math.ceil((to - range.start.getTime()) / DAY_MS) - 1;
    for (let d = first; d <= Math.min(last, range.days - 1); d += 1) counted.add(d);
  }
  return counted.size;
}

/** The first and last subscribed day of the month ("2026-03-10"), or null when none. */
export function subscribedDayBounds(spans: readonly SubscriptionSpan[], month: InvoiceMonth): { from: string; to: string } | null {
  const range = invoiceMonthRange(month);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    const from = Math.max(span.startedAt.getTime(), range.start.getTime());
    const to = Math.min(span.endedAt ? span.endedAt.getTime() : Number.POSITIVE_INFINITY, range.end.getTime());
    if (to <= from) continue;
    first = Math.min(first, Math.floor((from - range.start.getTime()) / DAY_MS));
    last = Math.max(last, Math.min(Math.ceil((to - range.start.getTime()) / DAY_MS) - 1, range.days - 1));
  }
  if (!Number.isFinite(first)) return null;
  const day = (index: number) => `${range.firstDay.slice(0, 8)}${pad2(index + 1)}`;
  return { from: day(first), to: day(last) };
}

/** A monthly price for `days` of a `daysInMonth`-day month, in whole paise, half up: 799.00 x 11/31 = 283.52. */
export function proratePaise(monthlyPaise: number, days: number, daysInMonthCount: number): number {
  if (!Number.isInteger(days) || !Number.isInteger(daysInMonthCount) || daysInMonthCount < 28 || daysInMonthCount > 31 || days < 0 || days > daysInMonthCount) {
    throw new RangeError(`cannot prorate ${days} of ${daysInMonthCount} days`);
  }
  const price = paiseToBigInt(monthlyPaise, 'price');
  return toSafeNumber(divRoundHalfUp(price * BigInt(days), BigInt(daysInMonthCount)));
}

/** An invoice number as a file name: "SUB/2627/00001" -> "SUB-2627-00001.pdf". */
export function invoiceFileName(invoiceNo: string): string {
  const safe = invoiceNo.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'invoice'}.pdf`;
}

/** A gateway's payment mode for people: "UPI_INTENT" -> "UPI INTENT" (the spec: underscore replaced by a space). */
export function paymentModeLabel(mode: string | null | undefined): string {
  return (mode ?? '').replace(/_/g, ' ');
}
