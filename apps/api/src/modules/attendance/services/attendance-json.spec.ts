import type { AttendancePage, AttendanceRecordView } from '../dtos/attendance.dtos.js';
import { attendancePageJson } from './attendance-json.js';

function record(id: number, forDate: string, overrides: Partial<AttendanceRecordView> = {}): AttendanceRecordView {
  return {
    userDetailId: id, userName: `Asha "A" Rao\\${id}`, branchId: 3, employeeCode: `E${id}`, branchName: 'Pune — मुख्य', designationName: null,
    departmentName: 'Ops\n2', forDate, dayType: 'WORKING', expectedClockIn: `${forDate}T09:00:00+05:30`, expectedClockOut: `${forDate}T18:00:00+05:30`,
    clockIn: `${forDate}T09:20:00+05:30`, clockOut: null, clockInRemark: 'Late', clockOutRemark: null, hours: 7.25, remark: 'Missing punch-out',
    status: 'MISSING_PUNCH_OUT', payable: 0.5, missingPunchOut: true, overtimeHours: 0, manualReason: null, ...overrides,
  };
}

/** In the order AttendanceService.page() builds it. */
const page = (list: AttendanceRecordView[]): AttendancePage => ({
  list, totalRecords: list.length, totalPages: list.length ? 1 : 0,
  totals: { employees: 2, present: 1.5, absent: 0.5, missingPunchOut: 1, notStarted: 0, inProgress: 0, payable: 2.5, late: 1, halfDay: 0, fullDay: 0, holiday: 1, weekOff: 0, hours: 7.25 },
  fromDate: '2026-03-01', toDate: '2026-03-31', timeZone: 'Asia/Kolkata',
});

describe('attendancePageJson', () => {
  it('writes exactly what JSON.stringify writes: escapes, nulls, numbers, holiday names, key order', () => {
    const list = [
      record(1, '2026-03-02'),
      record(1, '2026-03-03', { dayType: 'HOLIDAY', clockIn: null, clockInRemark: null, hours: 0, remark: 'Holi "रंग" \u2028', status: 'HOLIDAY', payable: 1, missingPunchOut: false, overtimeHours: 0 }),
      record(2, '2026-03-02', { clockOut: '2026-03-02T18:05:00+05:30', clockOutRemark: 'On Time', hours: 8, remark: 'Present', status: 'PRESENT', payable: 1, missingPunchOut: false, overtimeHours: 0.25, manualReason: 'Forgot to punch "out" \\ तो' }),
    ];
    expect([...attendancePageJson(page(list))].join('')).toBe(JSON.stringify(page(list)));
    expect([...attendancePageJson(page([]))].join('')).toBe(JSON.stringify(page([])));
  });

  it('comes in chunks of about 64 KB for a long list', () => {
    const list = Array.from({ length: 3000 }, (_, i) => record(1 + Math.floor(i / 30), `2026-03-${String(1 + (i % 30)).padStart(2, '0')}`));
    const chunks = [...attendancePageJson(page(list))];
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('') === JSON.stringify(page(list))).toBe(true);
  });
});
