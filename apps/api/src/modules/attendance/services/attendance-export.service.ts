import { AuditTrailService } from '../../audit/index.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import { daysInMonth } from '@bizdesk/shared';
import { ATTENDANCE_MESSAGES, type AttendanceRecordView, type AttendanceSummary, type AttendanceSummaryRow } from '../dtos/attendance.dtos.js';
import type { AttendanceEmployee, AttendanceFilter } from '../repositories/attendance.repository.js';
import { REMARKS, isPending, letterOf, presenceShares } from './attendance-day-rules.js';
import { AttendanceService } from './attendance.service.js';
import { datesBetween } from './zoned-time.js';

/**
 * The Present/Absent grid's letter for a record: P, A, H, W (a day without a record is '-'); L for a day on leave
 * (issue 29). Today's day whose shift has not started or still runs, without a clock-in yet, is not a record of
 * absence: '-' too. By status, so a day marked by hand shows what HR marked.
 */
export function gridLetter(r: Pick<AttendanceRecordView, 'clockIn' | 'status'>): 'P' | 'A' | 'H' | 'W' | 'L' | '-' {
  return letterOf(r.status, r.clockIn);
}

/** Totals in the CSV: whole numbers as they are, halves with one decimal. */
const count = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Quotes a CSV cell and defuses spreadsheet formulas (=, +, -, @ at the start; the grid's lone '-' is kept). */
function cell(value: string | number): string {
  let text = String(value);
  if (text !== '-' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The first and last date of a yyyy-MM month; 400 otherwise. */
export function monthRange(month: string): { fromDate: string; toDate: string } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? '');
  if (!m) throw new BadRequestException(ATTENDANCE_MESSAGES.month);
  return { fromDate: `${month}-01`, toDate: `${month}-${String(daysInMonth(+m[1], +m[2])).padStart(2, '0')}` };
}

/** What the month summary reads off a day (a computed day or a stored record of a locked month). */
type SummaryDay = Pick<AttendanceRecordView, 'status' | 'payable' | 'missingPunchOut' | 'clockInRemark' | 'overtimeHours'>;

function emptyRow(h: { id: number; employeeCode: string; name: string; branchName: string; departmentName: string | null }): AttendanceSummaryRow {
  return {
    employeeId: h.id, employeeCode: h.employeeCode, employeeName: h.name, branchName: h.branchName, departmentName: h.departmentName,
    workingDays: 0, present: 0, halfDays: 0, paidLeave: 0, unpaidLeave: 0, absent: 0, missingPunches: 0, lateCount: 0, overtimeHours: 0,
    weekOffs: 0, holidays: 0, payableDays: 0,
  };
}

/** One day into an employee's month; overtime is kept in hundredths (`overtimeHours` is set from them at the end). */
function addDay(row: AttendanceSummaryRow, r: SummaryDay, overtime: { hundredths: number }): void {
  if (isPending(r.status)) return;
  if (r.status === 'WEEK_OFF') row.weekOffs += 1;
  else if (r.status === 'HOLIDAY') row.holidays += 1;
  else row.workingDays += 1;
  if (r.status === 'ON_LEAVE') {
    if (r.payable > 0) row.paidLeave += r.payable;
    if (r.payable < 1) row.unpaidLeave += 1 - r.payable;
  }
  const shares = presenceShares(r.status, r.payable);
  row.present += shares.present;
  row.absent += shares.absent;
  if (r.status === 'HALF_DAY') row.halfDays += 1;
  if (r.missingPunchOut) row.missingPunches += 1;
  if (r.clockInRemark === REMARKS.late) row.lateCount += 1;
  overtime.hundredths += Math.round(r.overtimeHours * 100);
  row.payableDays += r.payable;
}

/** One employee's month for payroll, from the computed (or marked) days. */
export function summaryRow(days: AttendanceRecordView[]): AttendanceSummaryRow {
  const h = days[0];
  const row = emptyRow({ id: h.userDetailId, employeeCode: h.employeeCode, name: h.userName, branchName: h.branchName, departmentName: h.departmentName });
  const overtime = { hundredths: 0 };
  for (const r of days) addDay(row, r, overtime);
  row.overtimeHours = overtime.hundredths / 100;
  return row;
}

@Injectable()
export class AttendanceExportService {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly audit: AuditTrailService,
  ) {}

  async monthCsv(month: string, filter: Omit<AttendanceFilter, 'fromDate' | 'toDate'>): Promise<{ fileName: string; content: string }> {
    const { fromDate, toDate } = monthRange(month);
    await this.audit.record({ action: 'EXPORT', recordType: 'attendance', details: { month, ...filter } });
    const computed = await this.attendance.compute({ ...filter, fromDate, toDate });
    const dates = datesBetween(fromDate, toDate);
    const rows = new Map<number, { head: AttendanceRecordView; days: Map<string, AttendanceRecordView> }>();
    for (const r of computed.records) {
      const row = rows.get(r.userDetailId) ?? { head: r, days: new Map() };
      row.days.set(r.forDate, r);
      rows.set(r.userDetailId, row);
    }
    const header = ['Employee Code', 'Employee', 'Branch', 'Department', ...dates.map((d) => d.slice(8)), 'Present', 'Absent', 'Late', 'Hours', 'Half Days', 'Missing Punch-out', 'Payable Days'];
    const lines = [header.map(cell).join(',')];
    for (const { head, days } of [...rows.values()].sort((a, b) => a.head.employeeCode.localeCompare(b.head.employeeCode))) {
      let present = 0;
      let absent = 0;
      let late = 0;
      let halfDays = 0;
      let missing = 0;
      let payable = 0;
      let hundredths = 0;
      const letters = dates.map((d) => {
        const r = days.get(d);
        if (!r) return '-';
        const shares = presenceShares(r.status, r.payable);
        present += shares.present;
        absent += shares.absent;
        if (!isPending(r.status)) payable += r.payable;
        if (r.status === 'HALF_DAY') halfDays += 1;
        if (r.missingPunchOut) missing += 1;
        if (r.clockInRemark === REMARKS.late) late += 1;
        hundredths += Math.round(r.hours * 100);
        return gridLetter(r);
      });
      lines.push([head.employeeCode, head.userName, head.branchName, head.departmentName ?? '', ...letters, count(present), count(absent), late,
        (hundredths / 100).toFixed(2), halfDays, missing, count(payable)].map(cell).join(','));
    }
    return { fileName: `attendance-${month}.csv`, content: `${lines.join('\r\n')}\r\n` };
  }

  /**
   * GET /api/erp/attendance/summary: per employee, what payroll needs for the month (issue 29 item 5). Each day is
   * added to its employee's totals as it is computed (issue 29 item 8): no record per employee-day is built.
   */
  async summary(month: string, filter: Omit<AttendanceFilter, 'fromDate' | 'toDate'>): Promise<AttendanceSummary> {
    const { fromDate, toDate } = monthRange(month);
    const list: AttendanceSummaryRow[] = [];
    let row: AttendanceSummaryRow | null = null;
    let overtime = { hundredths: 0 };
    const rowOf = (e: AttendanceEmployee) => {
      if (row?.employeeId !== e.id) {
        if (row) row.overtimeHours = overtime.hundredths / 100;
        row = emptyRow(e);
        overtime = { hundredths: 0 };
        list.push(row);
      }
      return row;
    };
    // Days come employee by employee, days forwards.
    const range = await this.attendance.walk({ ...filter, fromDate, toDate }, 'asc', {
      day: (e, _date, day) => addDay(rowOf(e), day, overtime),
      kept: (e, kept) => addDay(rowOf(e), kept, overtime),
    });
    const last = row as AttendanceSummaryRow | null;
    if (last) last.overtimeHours = overtime.hundredths / 100;
    list.sort((a, b) => a.employeeCode.localeCompare(b.employeeCode));
    return { month, fromDate, toDate: range.toDate, list };
  }

  async summaryCsv(month: string, filter: Omit<AttendanceFilter, 'fromDate' | 'toDate'>): Promise<{ fileName: string; content: string }> {
    const s = await this.summary(month, filter);
    await this.audit.record({ action: 'EXPORT', recordType: 'attendance_summary', details: { month, ...filter } });
    const header = ['Employee Code', 'Employee', 'Branch', 'Department', 'Working Days', 'Present', 'Half Days', 'Paid Leave', 'Unpaid Leave', 'Absent',
      'Missing Punches', 'Late', 'Overtime Hours', 'Week Offs', 'Holidays', 'Payable Days'];
    const lines = [header.map(cell).join(',')];
    for (const r of s.list) {
      lines.push([r.employeeCode, r.employeeName, r.branchName, r.departmentName ?? '', r.workingDays, count(r.present), r.halfDays, count(r.paidLeave),
        count(r.unpaidLeave), count(r.absent), r.missingPunches, r.lateCount, r.overtimeHours.toFixed(2), r.weekOffs, r.holidays, count(r.payableDays)].map(cell).join(','));
    }
    return { fileName: `attendance-summary-${month}.csv`, content: `${lines.join('\r\n')}\r\n` };
  }
}
