import { monthsBetween } from './billing-runs.service.js';

describe('monthsBetween (the daily job\'s catch-up)', () => {
  it('lists every month oldest first, across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
  });

  it('keeps the most recent 36 months when further behind', () => {
    const months = monthsBetween('2020-01', '2026-03');
    expect(months).toHaveLength(36);
    expect(months[0]).toBe('2023-04');
    expect(months[35]).toBe('2026-03');
  });
});
