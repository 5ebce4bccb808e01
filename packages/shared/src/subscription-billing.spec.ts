import {
  formatInvoiceMonth, invoiceFileName, invoiceMonthHasEnded, invoiceMonthOf, invoiceMonthRange, isInvoiceMonth,
  paymentModeLabel, previousInvoiceMonth, proratePaise, subscribedDayBounds, subscribedDays,
} from './subscription-billing.js';

/** An India-time wall clock as an instant: ist('2026-03-10 14:00'). */
const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);

describe('invoice months (India time)', () => {
  it('knows a month by its India-time range', () => {
    const r = invoiceMonthRange('2026-02');
    expect(r).toMatchObject({ firstDay: '2026-02-01', lastDay: '2026-02-28', days: 28 });
    expect(r.start.toISOString()).toBe('2026-01-31T18:30:00.000Z');
    expect(r.end.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(invoiceMonthRange('2028-02').days).toBe(29);
  });

  it('refuses what is not yyyy-MM', () => {
    for (const bad of ['2026-13', '2026-00', '26-01', '2026-1', '', null, '1999-12']) expect(isInvoiceMonth(bad)).toBe(false);
    expect(isInvoiceMonth('2026-03')).toBe(true);
    expect(() => invoiceMonthRange('2026-3')).toThrow(RangeError);
  });

  it('takes the month of an instant in India, not in UTC', () => {
    expect(invoiceMonthOf(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03');
    expect(invoiceMonthOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04');
    expect(previousInvoiceMonth(new Date('2026-03-31T18:30:00Z'))).toBe('2026-03');
    expect(previousInvoiceMonth(ist('2026-01-01 00:10'))).toBe('2025-12');
  });

  it('says a month has ended only after its last India-time day', () => {
    expect(invoiceMonthHasEnded('2026-03', ist('2026-03-31 23:59'))).toBe(false);
    expect(invoiceMonthHasEnded('2026-03', ist('2026-04-01 00:00'))).toBe(true);
  });

  it('names months and files for people', () => {
    expect(formatInvoiceMonth('2026-03')).toBe('Mar 2026');
    expect(invoiceFileName('SUB/2627/00042')).toBe('SUB-2627-00042.pdf');
    expect(invoiceFileName('../../etc/passwd')).toBe('..-..-etc-passwd.pdf');
    expect(paymentModeLabel('UPI_INTENT')).toBe('UPI INTENT');
    expect(paymentModeLabel(null)).toBe('');
  });
});

describe('subscribed days and proration', () => {
  it('counts a whole month for a subscription from before it that is still open', () => {
    expect(subscribedDays([{ startedAt: ist('2026-01-15 10:00'), endedAt: null }], '2026-03')).toBe(31);
  });

  it('counts the days a period touches, partial days included', () => {
    const spans = [{ startedAt: ist('2026-03-10 14:00'), endedAt: ist('2026-03-20 10:00') }];
    expect(subscribedDays(spans, '2026-03')).toBe(11);
    expect(subscribedDayBounds(spans, '2026-03')).toEqual({ from: '2026-03-10', to: '2026-03-20' });
  });

  it('does not count the day a period ends exactly at its midnight', () => {
    expect(subscribedDays([{ startedAt: ist('2026-03-01 00:00'), endedAt: ist('2026-03-11 00:00') }], '2026-03')).toBe(10);
  });

  it('counts a day once when periods overlap it (unsubscribed and subscribed again the same day)', () => {
    const spans = [
      { startedAt: ist('2026-03-01 09:00'), endedAt: ist('2026-03-05 11:00') },
      { startedAt: ist('2026-03-05 15:00'), endedAt: ist('2026-03-07 09:00') },
      { startedAt: ist('2026-03-30 09:00'), endedAt: null },
    ];
    expect(subscribedDays(spans, '2026-03')).toBe(9);
  });

  it('ignores periods outside the month, and UTC midnight is not India midnight', () => {
    expect(subscribedDays([{ startedAt: ist('2026-01-01 00:00'), endedAt: ist('2026-03-01 00:00') }], '2026-03')).toBe(0);
    // 31 March 23:00 UTC is 1 April 04:30 in India: an April day, not a March one.
    expect(subscribedDays([{ startedAt: new Date('2026-03-31T23:00:00Z'), endedAt: null }], '2026-03')).toBe(0);
    expect(subscribedDays([{ startedAt: new Date('2026-03-31T23:00:00Z'), endedAt: null }], '2026-04')).toBe(30);
    expect(subscribedDayBounds([], '2026-03')).toBeNull();
  });

  it.each([
    [79900, 31, 31, 79900],
    [79900, 11, 31, 28352], // 283.516... rounds up
    [69900, 1, 30, 2330],
    [69900, 14, 28, 34950],
    [100, 1, 3 * 10 + 1, 3], // 3.2258 paise -> 3
    [0, 15, 30, 0],
  ])('prorates %i paise for %i of %i days to %i paise', (price, days, of, expected) => {
    expect(proratePaise(price, days, of)).toBe(expected);
  });

  it('refuses impossible proration', () => {
    expect(() => proratePaise(100, 32, 31)).toThrow(RangeError);
    expect(() => proratePaise(100, 1, 27)).toThrow(RangeError);
  });
});
