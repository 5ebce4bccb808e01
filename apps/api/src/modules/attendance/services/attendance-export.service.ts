import { BadRequestException, Injectable } from '@nestjs/common';
import { daysInMonth } from '@bizdesk/shared';
import { ATTENDANCE_MESSAGES, type AttendanceRecordView } from '../dtos/attendance.dtos.js';
import type { AttendanceFilter } from '../repositories/attendance.repository.js';
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

@Injectable()
export class AttendanceExportService {
  constructor(private readonly attendance: AttendanceService) {}

  async monthCsv(month: string, filter: Omit<AttendanceFilter, 'fromDate' | 'toDate'>): Promise<{ fileName: string; content: string }> {
    const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? '');
    if (!m) throw new BadRequestException(ATTENDANCE_MESSAGES.month);
    const fromDate = `${month}-01`;
    const toDate = `${month}-${String(daysInMonth(+m[1], +m[2])).padStart(2, '0')}`;
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
}
