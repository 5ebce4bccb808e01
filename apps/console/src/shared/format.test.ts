import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime } from './format';

describe('formatMoney', () => {
  it('uses the rupee sign, Indian grouping and 2 decimals', () => {
    expect(formatMoney('1234567.89')).toBe('₹12,34,567.89');
    expect(formatMoney(1500)).toBe('₹1,500.00');
    expect(formatMoney('0')).toBe('₹0.00');
  });

  it('renders blank instead of throwing for missing or bad values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('dates and times', () => {
  it("formats dates as 'dd MMM yyyy' without shifting calendar dates", () => {
    expect(formatDate('2026-11-05')).toBe('05 Nov 2026');
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
  });

  it("formats instants in India time as 'hh:mm a'", () => {
    expect(formatTime('2026-11-05T08:37:00Z')).toBe('02:07 PM');
    expect(formatDateTime('2026-11-05T08:37:00Z')).toBe('05 Nov 2026 02:07 PM');
  });

  it('renders blank instead of throwing for missing or bad values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('')).toBe('');
  });
});

describe('formatDateTime24', () => {
  it("formats an instant as 'dd MMM yyyy HH:mm' in India time", async () => {
    const { formatDateTime24 } = await import('./format');
    expect(formatDateTime24('2026-11-05T09:37:00Z')).toBe('05 Nov 2026 15:07');
    expect(formatDateTime24('2026-11-05T18:30:00Z')).toBe('06 Nov 2026 00:00');
    expect(formatDateTime24('not a date')).toBe('');
  });
});
