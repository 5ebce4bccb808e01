import {
  daysInMonth,
  financialYearStarting,
  formatDate,
  formatDateTime,
  formatTime,
  indianFinancialYear,
  isIsoDate,
  monthRange,
  toIsoDate,
} from './dates.js';

describe('formatDate', () => {
  it('shows dd MMM yyyy', () => {
    expect(formatDate('2026-11-05')).toBe('05 Nov 2026');
    expect(formatDate('2026-01-31')).toBe('31 Jan 2026');
  });

  it('never shifts a calendar date, whatever the zone', () => {
    expect(formatDate('2026-04-01', { timeZone: 'UTC' })).toBe('01 Apr 2026');
    expect(formatDate('2026-04-01', { timeZone: 'Asia/Kolkata' })).toBe('01 Apr 2026');
    expect(formatDate('2026-04-01', { timeZone: 'local' })).toBe('01 Apr 2026');
  });

  it('shows instants in India time by default', () => {
    // 20:00 UTC on 4 Nov is 01:30 on 5 Nov in India.
    expect(formatDate('2026-11-04T20:00:00Z')).toBe('05 Nov 2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 4, 20, 0)))).toBe('05 Nov 2026');
    expect(formatDate('2026-11-04T20:00:00Z', { timeZone: 'UTC' })).toBe('04 Nov 2026');
    expect(formatDate('2026-11-05T01:30:00+05:30', { timeZone: 'UTC' })).toBe('04 Nov 2026');
  });

  it('treats a date-time without offset as wall-clock time', () => {
    expect(formatDateTime('2026-11-05T15:07:00')).toBe('05 Nov 2026 03:07 PM');
    expect(formatDateTime('2026-11-05 15:07', { timeZone: 'UTC' })).toBe('05 Nov 2026 03:07 PM');
  });

  it('gives "" for nothing and throws on nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('5 Nov 2026')).toThrow(RangeError);
    expect(() => formatDate(new Date('garbage'))).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it('shows hh:mm a', () => {
    expect(formatTime('2026-11-05T09:37:00Z')).toBe('03:07 PM');
    expect(formatTime('2026-11-05T00:00:00')).toBe('12:00 AM');
    expect(formatTime('2026-11-05T12:00:00')).toBe('12:00 PM');
    expect(formatTime('2026-11-05T23:59:59')).toBe('11:59 PM');
    expect(formatTime('2026-11-05T00:05:00')).toBe('12:05 AM');
    expect(formatTime('2026-11-05')).toBe('12:00 AM');
  });

  it('formatDateTime joins both', () => {
    expect(formatDateTime('2026-11-05T09:37:00.123Z')).toBe('05 Nov 2026 03:07 PM');
  });
});

describe('indianFinancialYear', () => {
  it('runs 1 April to 31 March', () => {
    expect(indianFinancialYear('2026-11-23')).toEqual({ name: 'FY 2026-27', startDate: '2026-04-01', endDate: '2027-03-31' });
  });

  it('31 March belongs to the year that started the April before', () => {
    expect(indianFinancialYear('2027-03-31').name).toBe('FY 2026-27');
    expect(indianFinancialYear('2026-03-31')).toEqual({ name: 'FY 2025-26', startDate: '2025-04-01', endDate: '2026-03-31' });
  });

  it('1 April starts a new year', () => {
    expect(indianFinancialYear('2026-04-01').name).toBe('FY 2026-27');
    expect(indianFinancialYear('2027-04-01').name).toBe('FY 2027-28');
  });

  it('decides the day in India time for instants', () => {
    // 31 Mar 2027 19:00 UTC is already 1 Apr 2027 00:30 in India.
    expect(indianFinancialYear(new Date(Date.UTC(2027, 2, 31, 19, 0))).name).toBe('FY 2027-28');
    expect(indianFinancialYear('2027-03-31T19:00:00Z', { timeZone: 'UTC' }).name).toBe('FY 2026-27');
  });

  it('names the turn of the century with two digits', () => {
    expect(financialYearStarting(1999).name).toBe('FY 1999-00');
    expect(financialYearStarting(2099).endDate).toBe('2100-03-31');
  });
});

describe('monthRange and calendar helpers', () => {
  it('gives the first and last day', () => {
    expect(monthRange('2026-11-23')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthRange('2026-12-31')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthRange('2026-02-10')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthRange('2028-02-10')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('knows leap years', () => {
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('validates and converts ISO dates', () => {
    expect(isIsoDate('2026-11-23')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('23-11-2026')).toBe(false);
    expect(isIsoDate(20261123)).toBe(false);
    expect(toIsoDate('2026-11-22T19:00:00Z')).toBe('2026-11-23');
  });
});
