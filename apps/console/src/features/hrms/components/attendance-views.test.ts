import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '../api/hrms-types';
import { calendarText, gridLetter, gridMarker, presenceShares } from './attendance-views';

const rec = (o: Partial<AttendanceRecord>): AttendanceRecord => ({
  userDetailId: 1, userName: 'Asha', branchId: 1, employeeCode: 'E1', branchName: 'HQ', designationName: null, departmentName: null,
  forDate: '2026-11-03', dayType: 'WORKING', expectedClockIn: '2026-11-03T09:00:00+05:30', expectedClockOut: '2026-11-03T18:00:00+05:30',
  clockIn: null, clockOut: null, clockInRemark: null, clockOutRemark: null, hours: 0, remark: 'Absent', status: 'ABSENT', payable: 0, missingPunchOut: false, overtimeHours: 0, manualReason: null, ...o,
});

describe('attendance grid rules (issue 29)', () => {
  it('keeps P/A/H/W and marks half days and missing punch-outs', () => {
    const missing = rec({ clockIn: '2026-11-03T09:02:00+05:30', remark: 'Missing punch-out', status: 'MISSING_PUNCH_OUT', payable: 0.5, missingPunchOut: true });
    expect([gridLetter(missing), gridMarker(missing)]).toEqual(['P', '!']);
    const half = rec({ clockIn: '2026-11-03T09:30:00+05:30', remark: 'Half Day', status: 'HALF_DAY', payable: 0.5 });
    expect([gridLetter(half), gridMarker(half)]).toEqual(['P', '½']);
    expect(presenceShares(half)).toEqual({ present: 0.5, absent: 0.5 });
    expect(gridLetter(rec({}))).toBe('A');
    expect(gridLetter(rec({ dayType: 'HOLIDAY', status: 'HOLIDAY', remark: 'Diwali' }))).toBe('H');
    expect(gridLetter(rec({ dayType: 'WEEKOFF', status: 'WEEK_OFF', remark: 'Week Off' }))).toBe('W');
  });

  it("today's shift not started or in progress is never Absent", () => {
    const notStarted = rec({ remark: 'Not started', status: 'NOT_STARTED' });
    expect(gridLetter(notStarted)).toBe('-');
    expect(calendarText(notStarted)).toBe('Not started');
    expect(presenceShares(notStarted)).toEqual({ present: 0, absent: 0 });
    const running = rec({ remark: 'In progress', status: 'IN_PROGRESS', clockIn: '2026-11-03T08:55:00+05:30' });
    expect(gridLetter(running)).toBe('P');
    expect(calendarText(rec({ remark: 'In progress', status: 'IN_PROGRESS' }))).toBe('In progress');
    expect(calendarText(rec({}))).toBe('Absent');
  });

  it('a day marked by hand shows what HR marked, with a marker; leave is L', () => {
    const leave = rec({ status: 'ON_LEAVE', remark: 'On Leave', payable: 1, manualReason: 'Sick' });
    expect([gridLetter(leave), gridMarker(leave)]).toEqual(['L', '✎']);
    const present = rec({ status: 'PRESENT', remark: 'Present', payable: 1, manualReason: 'Register' });
    expect(gridLetter(present)).toBe('P');
  });
});
