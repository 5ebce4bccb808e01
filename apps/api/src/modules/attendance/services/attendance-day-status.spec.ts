import { applyManualMark, computeDay, isPending, presenceShares, type DayResult, type SettingRule, type ShiftRule } from './attendance-day-rules.js';
import { gridLetter } from './attendance-export.service.js';
import { zonedInstant } from './zoned-time.js';

/**
 * Issue 29 item 1, day by day: one employee's fortnight of punches (a fixture as a device would send them) and
 * what each day must be for payroll. The table in docs/attendance-rules.md is the same rules in words.
 */
const IST = 'Asia/Kolkata';
const dayShift: ShiftRule = { startTime: '09:00:00', endTime: '18:00:00', breakTime: 60, allowBreaks: true, weekOff: 'SUNDAY' };
const nightShift: ShiftRule = { startTime: '22:00:00', endTime: '06:00:00', breakTime: 30, allowBreaks: true, weekOff: 'SUNDAY' };
const settings: SettingRule = {
  flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8,
  minimumPunchGapMinutes: 5, missingPunchCounts: 'HALF_DAY', hoursBasis: 'NET',
};
const HOLIDAYS: Record<string, string> = { '2026-11-09': 'Diwali' };

/** Local wall-clock punches per date (IST), as the device log has them. */
const PUNCHES: Record<string, string[]> = {
  '2026-11-02': ['2026-11-02 08:58', '2026-11-02 18:05'], // full day
  '2026-11-03': ['2026-11-03 09:02'], // one punch: missing punch-out
  '2026-11-04': ['2026-11-04 09:01', '2026-11-04 09:01:40'], // two taps 40 s apart: one punch
  '2026-11-05': ['2026-11-05 09:30', '2026-11-05 14:45'], // late, early, 4.25 h net: half day
  '2026-11-06': [], // nothing: absent
  '2026-11-07': ['2026-11-07 11:05', '2026-11-07 18:00'], // past absent-after (125 min late): absent
  '2026-11-08': [], // Sunday: week-off
  '2026-11-09': ['2026-11-09 10:00'], // holiday, punched anyway
  '2026-11-10': ['2026-11-10 09:00', '2026-11-10 12:00'], // 2 h net: short of the half-day minimum, absent
};

interface Expected { status: DayResult['status']; remark: string; payable: number; letter: string; hours?: number }
const EXPECTED: Record<string, Expected> = {
  '2026-11-02': { status: 'PRESENT', remark: 'Full Day', payable: 1, letter: 'P', hours: 8.12 },
  '2026-11-03': { status: 'MISSING_PUNCH_OUT', remark: 'Missing punch-out', payable: 0.5, letter: 'P', hours: 0 },
  '2026-11-04': { status: 'MISSING_PUNCH_OUT', remark: 'Missing punch-out', payable: 0.5, letter: 'P', hours: 0 },
  '2026-11-05': { status: 'HALF_DAY', remark: 'Half Day', payable: 0.5, letter: 'P', hours: 4.25 },
  '2026-11-06': { status: 'ABSENT', remark: 'Absent', payable: 0, letter: 'A' },
  '2026-11-07': { status: 'ABSENT', remark: 'Absent', payable: 0, letter: 'A' },
  '2026-11-08': { status: 'WEEK_OFF', remark: 'Week Off', payable: 1, letter: 'W' },
  '2026-11-09': { status: 'HOLIDAY', remark: 'Diwali', payable: 1, letter: 'H' },
  '2026-11-10': { status: 'ABSENT', remark: 'Absent', payable: 0, letter: 'A', hours: 2 },
};

const at = (local: string) => { const [d, t] = local.split(' '); return zonedInstant(d, t.length === 5 ? `${t}:00` : t, IST); };

function compute(date: string, opts: { shift?: ShiftRule; settings?: SettingRule; now?: Date; punches?: string[] } = {}): DayResult {
  const punches = (opts.punches ?? PUNCHES[date] ?? []).map(at).sort((a, b) => a.getTime() - b.getTime());
  return computeDay({
    date, timeZone: IST, shift: opts.shift ?? dayShift, settings: opts.settings ?? settings, holidayName: HOLIDAYS[date] ?? null,
    firstPunch: punches[0] ?? null, lastPunch: punches[punches.length - 1] ?? null, punchCount: punches.length,
    now: opts.now ?? new Date('2026-11-28T00:00:00Z'),
  });
}

function record(date: string, d: DayResult) {
  return { dayType: d.dayType, clockIn: d.clockIn ? d.clockIn.toISOString() : null, remark: d.remark, status: d.status, forDate: date };
}

describe('day status rules against a fixture of punches (issue 29 item 1)', () => {
  for (const [date, want] of Object.entries(EXPECTED)) {
    it(`${date}: ${want.remark}`, () => {
      const d = compute(date);
      expect({ status: d.status, remark: d.remark, payable: d.payable }).toEqual({ status: want.status, remark: want.remark, payable: want.payable });
      expect(gridLetter(record(date, d))).toBe(want.letter);
      if (want.hours !== undefined) expect(d.hours).toBe(want.hours);
      expect(d.missingPunchOut).toBe(want.status === 'MISSING_PUNCH_OUT');
    });
  }

  it('the period adds up: half days count 0.5, the missing punches as the setting says', () => {
    let present = 0;
    let absent = 0;
    let payable = 0;
    for (const date of Object.keys(EXPECTED)) {
      const d = compute(date);
      const s = presenceShares(d.status, d.payable);
      present += s.present;
      absent += s.absent;
      payable += d.payable;
    }
    // Working days 02..07 and 10 (7): 1 + 0.5 + 0.5 + 0.5 present; week-off and holiday paid.
    expect(present).toBe(2.5);
    expect(absent).toBe(4.5);
    expect(payable).toBe(4.5);
  });

  it('the missing-punch setting: full day, half day or absent', () => {
    expect(compute('2026-11-03', { settings: { ...settings, missingPunchCounts: 'FULL_DAY' } }).payable).toBe(1);
    expect(compute('2026-11-03', { settings: { ...settings, missingPunchCounts: 'ABSENT' } }).payable).toBe(0);
    expect(compute('2026-11-03', { settings: { ...settings, missingPunchCounts: 'ABSENT' } }).remark).toBe('Missing punch-out');
  });

  it('the minimum punch gap: at 0, two taps are a clock-in and a clock-out', () => {
    const d = compute('2026-11-04', { settings: { ...settings, minimumPunchGapMinutes: 0 } });
    expect(d.clockOut).not.toBeNull();
    expect(d.status).toBe('ABSENT'); // 0 hours: short of the half-day minimum
  });

  it('gross or net hours', () => {
    expect(compute('2026-11-02', { settings: { ...settings, hoursBasis: 'GROSS' } }).hours).toBe(9.12);
    expect(compute('2026-11-02').hours).toBe(8.12);
  });

  it('today before the shift starts (plus grace) is Not started, never Absent', () => {
    const d = compute('2026-11-27', { now: at('2026-11-27 07:20'), punches: [] });
    expect(d).toMatchObject({ status: 'NOT_STARTED', remark: 'Not started', payable: 0 });
    expect(isPending(d.status)).toBe(true);
    expect(gridLetter(record('2026-11-27', d))).toBe('-');
    expect(presenceShares(d.status, d.payable)).toEqual({ present: 0, absent: 0 });
    // Within the grace (15 minutes) still not started.
    expect(compute('2026-11-27', { now: at('2026-11-27 09:14'), punches: [] }).status).toBe('NOT_STARTED');
  });

  it('today during the shift is In progress, clocked in or not; after it, the rules decide', () => {
    expect(compute('2026-11-27', { now: at('2026-11-27 09:20'), punches: [] })).toMatchObject({ status: 'IN_PROGRESS', remark: 'In progress' });
    const clockedIn = compute('2026-11-27', { now: at('2026-11-27 13:00'), punches: ['2026-11-27 08:55'] });
    expect(clockedIn).toMatchObject({ status: 'IN_PROGRESS', remark: 'In progress', missingPunchOut: false, clockInRemark: 'On Time' });
    expect(gridLetter(record('2026-11-27', clockedIn))).toBe('P');
    expect(compute('2026-11-27', { now: at('2026-11-27 18:01'), punches: [] }).status).toBe('ABSENT');
    expect(compute('2026-11-27', { now: at('2026-11-27 18:01'), punches: ['2026-11-27 08:55'] }).status).toBe('MISSING_PUNCH_OUT');
  });

  it('a night shift at 20:45 has not started; at 02:00 the next morning it is in progress', () => {
    expect(compute('2026-11-27', { shift: nightShift, now: at('2026-11-27 20:45'), punches: [] }).status).toBe('NOT_STARTED');
    expect(compute('2026-11-27', { shift: nightShift, now: at('2026-11-28 02:00'), punches: ['2026-11-27 21:58'] }).status).toBe('IN_PROGRESS');
    expect(compute('2026-11-27', { shift: nightShift, now: at('2026-11-28 06:30'), punches: ['2026-11-27 21:58', '2026-11-28 06:02'] }))
      .toMatchObject({ status: 'HALF_DAY', hours: 7.57 });
  });
});

describe('manual marks over computed days (issue 29 item 3)', () => {
  it('a forgotten punch-out marked PRESENT with the out time: full pay, hours from the times', () => {
    const d = applyManualMark(compute('2026-11-03'), { status: 'PRESENT', inTime: null, outTime: '18:00:00', reason: 'Forgot to punch out' }, '2026-11-03', IST, dayShift);
    expect(d).toMatchObject({ status: 'PRESENT', remark: 'Present', payable: 1, missingPunchOut: false, hours: 7.97 });
    expect(gridLetter(record('2026-11-03', d))).toBe('P');
  });

  it('a shop without a device: PRESENT with both times on a day with no punches', () => {
    const d = applyManualMark(compute('2026-11-06'), { status: 'PRESENT', inTime: '09:30:00', outTime: '18:30:00', reason: 'Register' }, '2026-11-06', IST, dayShift);
    expect(d).toMatchObject({ status: 'PRESENT', hours: 8, payable: 1 });
    expect(d.clockIn?.toISOString()).toBe('2026-11-06T04:00:00.000Z');
  });

  it('leave shows L; absent, half day, week-off and holiday as marked; overnight out time is the next day', () => {
    const leave = applyManualMark(compute('2026-11-06'), { status: 'ON_LEAVE', inTime: null, outTime: null, reason: 'Sick' }, '2026-11-06', IST, dayShift);
    expect([gridLetter(record('2026-11-06', leave)), leave.payable, leave.remark]).toEqual(['L', 1, 'On Leave']);
    expect(presenceShares(leave.status, leave.payable)).toEqual({ present: 0, absent: 0 });
    const absent = applyManualMark(compute('2026-11-02'), { status: 'ABSENT', inTime: null, outTime: null, reason: 'Proxy punch' }, '2026-11-02', IST, dayShift);
    expect([gridLetter(record('2026-11-02', absent)), absent.payable, absent.clockIn]).toEqual(['A', 0, null]);
    const half = applyManualMark(compute('2026-11-06'), { status: 'HALF_DAY', inTime: null, outTime: null, reason: 'Half day' }, '2026-11-06', IST, dayShift);
    expect([half.payable, presenceShares(half.status, half.payable)]).toEqual([0.5, { present: 0.5, absent: 0.5 }]);
    const night = applyManualMark(compute('2026-11-06', { shift: nightShift }), { status: 'PRESENT', inTime: '22:00:00', outTime: '06:00:00', reason: 'Night' }, '2026-11-06', IST, nightShift);
    expect(night.hours).toBe(7.5);
    const off = applyManualMark(compute('2026-11-06'), { status: 'WEEK_OFF', inTime: null, outTime: null, reason: 'Swapped' }, '2026-11-06', IST, dayShift);
    expect([off.dayType, gridLetter(record('2026-11-06', off))]).toEqual(['WEEKOFF', 'W']);
  });
});
