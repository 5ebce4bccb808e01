import { computeDay, dayTypeOf, isPresent, netHours, type DayInput } from './attendance-day-rules.js';
import { formatZoned, offsetMinutes, zonedDate, zonedInstant } from './zoned-time.js';

const IST = 'Asia/Kolkata';
const NY = 'America/New_York';
const dayShift = { startTime: '09:00:00', endTime: '18:00:00', breakTime: 60, allowBreaks: true, weekOff: 'SATURDAY,SUNDAY' };
const nightShift = { startTime: '22:00:00', endTime: '06:00:00', breakTime: 30, allowBreaks: true, weekOff: '' };
const off = { flexibleClockInOutMinutes: 0, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0 };
const on = { flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 };

function day(overrides: Partial<DayInput> & { punches?: string[] }): ReturnType<typeof computeDay> {
  const punches = (overrides.punches ?? []).map((p) => new Date(p));
  return computeDay({
    date: '2026-03-02', timeZone: IST, shift: dayShift, holidayName: null, settings: on,
    firstPunch: punches[0] ?? null, lastPunch: punches[punches.length - 1] ?? null, punchCount: punches.length, ...overrides,
  });
}

describe('zoned time', () => {
  it('IST is +05:30 all year; New York moves with daylight saving', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), IST)).toBe(330);
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), NY)).toBe(-300);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), NY)).toBe(-240);
  });

  it('local date and time to an instant and back', () => {
    expect(zonedInstant('2026-03-02', '09:00:00', IST).toISOString()).toBe('2026-03-02T03:30:00.000Z');
    expect(zonedInstant('2026-03-09', '09:00:00', NY).toISOString()).toBe('2026-03-09T13:00:00.000Z'); // after the March switch
    expect(zonedInstant('2026-03-06', '09:00:00', NY).toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(formatZoned(new Date('2026-03-02T03:35:00Z'), IST)).toBe('2026-03-02T09:05:00+05:30');
    expect(formatZoned(new Date('2026-07-01T13:00:00Z'), NY)).toBe('2026-07-01T09:00:00-04:00');
    expect(zonedDate(new Date('2026-03-01T20:00:00Z'), IST)).toBe('2026-03-02');
  });

  it('formats any instant as Intl shows the wall clock (midnights, year ends, daylight-saving switches)', () => {
    const wall = (d: Date, tz: string) => {
      const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(d).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
    };
    const instants = ['2026-12-31T18:29:59.999Z', '2026-12-31T18:30:00Z', '2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-11-01T05:59:59Z',
      '2026-11-01T06:00:01Z', '1999-12-31T23:59:59Z', '2028-02-29T12:00:00Z'].map((s) => new Date(s));
    for (let i = 0; i < 200; i++) instants.push(new Date(Date.UTC(2026, 0, 1) + i * 1_234_567_891 % (366 * 86_400_000)));
    for (const tz of [IST, NY, 'Asia/Kathmandu', 'UTC']) {
      for (const d of instants) {
        const formatted = formatZoned(d, tz);
        expect(formatted.slice(0, 19)).toBe(wall(d, tz));
        const o = offsetMinutes(d, tz);
        expect(formatted.slice(19)).toBe(`${o < 0 ? '-' : '+'}${String(Math.trunc(Math.abs(o) / 60)).padStart(2, '0')}:${String(Math.abs(o) % 60).padStart(2, '0')}`);
      }
    }
  });
});

describe('attendance day rules', () => {
  it('day type: week-off from the shift, else holiday, else working', () => {
    expect(dayTypeOf('2026-03-01', dayShift, null)).toBe('WEEKOFF'); // a Sunday
    expect(dayTypeOf('2026-03-02', dayShift, 'Holi')).toBe('HOLIDAY');
    expect(dayTypeOf('2026-03-02', dayShift, null)).toBe('WORKING');
  });

  it('on time, full day, hours net of the break', () => {
    const r = day({ punches: ['2026-03-02T03:32:00Z', '2026-03-02T08:00:00Z', '2026-03-02T12:40:00Z'] });
    expect(r).toMatchObject({ dayType: 'WORKING', clockInRemark: 'On Time', clockOutRemark: 'On Time', hours: 8.13, remark: 'Full Day' });
    expect(r.expectedClockIn.toISOString()).toBe('2026-03-02T03:30:00.000Z');
    expect(r.expectedClockOut.toISOString()).toBe('2026-03-02T12:30:00.000Z');
    expect(isPresent(r)).toBe(true);
  });

  it('late beyond the flexible minutes, early out, half day', () => {
    const r = day({ punches: ['2026-03-02T04:00:00Z', '2026-03-02T09:30:00Z'] }); // 09:30 in, 15:00 out
    expect(r).toMatchObject({ clockInRemark: 'Late', clockOutRemark: 'Early', hours: 4.5, remark: 'Half Day' });
    expect(day({ punches: ['2026-03-02T03:44:00Z'] }).clockInRemark).toBe('On Time'); // 14 minutes: within 15
  });

  it('absent with no punch, or a first punch after absent-after minutes, or below the half-day minimum', () => {
    expect(day({}).remark).toBe('Absent');
    const veryLate = day({ punches: ['2026-03-02T05:31:00Z', '2026-03-02T12:30:00Z'] }); // 2 h 1 min late
    expect(veryLate).toMatchObject({ clockInRemark: 'Late', remark: 'Absent' });
    expect(isPresent(veryLate)).toBe(false);
    expect(day({ punches: ['2026-03-02T03:30:00Z', '2026-03-02T06:30:00Z'] }).remark).toBe('Absent'); // 2 h net
  });

  it('each setting at 0 turns its rule off', () => {
    const r = day({ settings: off, punches: ['2026-03-02T07:30:00Z', '2026-03-02T08:00:00Z'] });
    expect(r).toMatchObject({ clockInRemark: 'On Time', clockOutRemark: 'On Time', remark: 'Present' });
    const onlyFull = day({ settings: { ...off, fullDayMinimumHours: 8 }, punches: ['2026-03-02T03:30:00Z', '2026-03-02T09:30:00Z'] });
    expect(onlyFull.remark).toBe('Half Day');
    const noAbsentAfter = day({ settings: { ...on, absentAfterMinutes: 0 }, punches: ['2026-03-02T07:30:00Z', '2026-03-02T16:30:00Z'] });
    expect(noAbsentAfter).toMatchObject({ clockInRemark: 'Late', remark: 'Full Day' });
  });

  it('one punch after the shift ended: Missing punch-out, counted as the setting says (issue 29)', () => {
    expect(day({ punches: ['2026-03-02T03:30:00Z'] })).toMatchObject({
      clockOut: null, hours: 0, remark: 'Missing punch-out', clockOutRemark: null, status: 'MISSING_PUNCH_OUT', missingPunchOut: true, payable: 0.5,
    });
  });

  it('overnight shifts end the next day and keep their day', () => {
    const r = day({ shift: nightShift, punches: ['2026-03-02T16:35:00Z', '2026-03-03T00:30:00Z'] }); // 22:05 -> 06:00 IST
    expect(r.expectedClockOut.toISOString()).toBe('2026-03-03T00:30:00.000Z');
    expect(r).toMatchObject({ clockInRemark: 'On Time', hours: 7.42, remark: 'Half Day' });
  });

  it('non-working days show their remark, punches or not', () => {
    expect(day({ date: '2026-03-01' })).toMatchObject({ dayType: 'WEEKOFF', remark: 'Week Off' });
    expect(day({ holidayName: 'Holi', punches: ['2026-03-02T03:30:00Z'] })).toMatchObject({ dayType: 'HOLIDAY', remark: 'Holi', clockInRemark: null });
  });

  it('computes in another zone (New York, across the daylight-saving switch)', () => {
    const r = day({ date: '2026-03-09', timeZone: NY, shift: { ...dayShift, weekOff: '' }, punches: ['2026-03-09T13:20:00Z', '2026-03-09T22:00:00Z'] });
    expect(r.expectedClockIn.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(r).toMatchObject({ clockInRemark: 'Late', hours: 7.67, remark: 'Half Day' });
  });

  it('net hours never go below 0', () => {
    expect(netHours(new Date('2026-03-02T03:30:00Z'), new Date('2026-03-02T03:40:00Z'), { breakTime: 60, allowBreaks: true })).toBe(0);
  });
});
