import { offsetChanges } from './zoned-time.js';

describe('offsetChanges (the zone offsets the punch grouping adds in SQL)', () => {
  it('a zone without daylight saving has one offset over a month', () => {
    expect(offsetChanges(new Date('2026-09-29T18:30:00Z'), new Date('2026-11-01T18:30:00Z'), 'Asia/Kolkata')).toEqual({ at: [], minutes: [330] });
  });

  it('finds the switch to daylight time to the second (New York, 8 March 2026, 02:00 EST = 07:00 UTC)', () => {
    const changes = offsetChanges(new Date('2026-02-28T05:00:00Z'), new Date('2026-04-02T04:00:00Z'), 'America/New_York');
    expect(changes).toEqual({ at: [Date.parse('2026-03-08T07:00:00Z') / 1000], minutes: [-300, -240] });
  });

  it('a window that starts on a changing hour still starts with the offset in force at its start', () => {
    const changes = offsetChanges(new Date('2026-03-08T06:30:00Z'), new Date('2026-03-09T06:30:00Z'), 'America/New_York');
    expect(changes).toEqual({ at: [Date.parse('2026-03-08T07:00:00Z') / 1000], minutes: [-300, -240] });
  });
});
