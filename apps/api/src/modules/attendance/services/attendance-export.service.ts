import { AuditTrailService } from '../../audit/index.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import { daysInMonth } from '@bizdesk/shared';
import { ATTENDANCE_MESSAGES, type AttendanceRecordView } from '../dtos/attendance.dtos.js';
import type { AttendanceFilter } from '../repositories/attendance.repository.js';
import { REMARKS, isPresent } from './attendance-day-rules.js';
import { AttendanceService } from './attendance.service.js';
import { datesBetween } from './zoned-time.js';

/** The Present/Absent grid's letter for a record: P, A, H, W (a day without a record is '-'). */
export function gridLetter(r: Pick<AttendanceRecordView, 'dayType' | 'clockIn' | 'remark'>): 'P' | 'A' | 'H' | 'W' {
  if (r.dayType === 'HOLIDAY') return 'H';
  if (r.dayType === 'WEEKOFF') return 'W';
  return isPresent({ dayType: r.dayType, clockIn: r.clockIn as never, remark: r.remark }) ? 'P' : 'A';
}

/** Quotes a CSV cell and defuses spreadsheet formulas (=, +, -, @ at the start; the grid's lone '-' is kept). */
function cell(value: string | number): string {
  let text = String(value);
  if (text !== '-' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

@Injectable()
export class AttendanceExportService {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly audit: AuditTrailService,
  ) {}

  async monthCsv(month: string, filter: Omit<AttendanceFilter, 'fromDate' | 'toDate'>): Promise<{ fileName: string; content: string }> {
    const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? '');
    if (!m) throw new BadRequestException(ATTENDANCE_MESSAGES.month);
    const fromDate = `${month}-01`;
    const toDate = `${month}-${String(daysInMonth(+m[1], +m[2])).padStart(2, '0')}`;
    await this.audit.record({ action: 'EXPORT', recordType: 'attendance', details: { month, ...filter } });
    const computed = await this.attendance.compute({ ...filter, fromDate, toDate });
    const dates = datesBetween(fromDate, toDate);
    const rows = new Map<number, { head: AttendanceRecordView; days: Map<string, AttendanceRecordView> }>();
    for (const r of computed.records) {
      const row = rows.get(r.userDetailId) ?? { head: r, days: new Map() };
      row.days.set(r.forDate, r);
      rows.set(r.userDetailId, row);
    }
    const header = ['Employee Code', 'Employee', 'Branch', 'Department', ...dates.map((d) => d.slice(8)), 'Present', 'Absent', 'Late', 'Hours'];
    const lines = [header.map(cell).join(',')];
    for (const { head, days } of [...rows.values()].sort((a, b) => a.head.employeeCode.localeCompare(b.head.employeeCode))) {
      let present = 0;
      let absent = 0;
      let late = 0;
      let hundredths = 0;
      const letters = dates.map((d) => {
        const r = days.get(d);
        if (!r) return '-';
        const letter = gridLetter(r);
        if (letter === 'P') present += 1;
        if (letter === 'A') absent += 1;
        if (r.clockInRemark === REMARKS.late) late += 1;
        hundredths += Math.round(r.hours * 100);
        return letter;
      });
      lines.push([head.employeeCode, head.userName, head.branchName, head.departmentName ?? '', ...letters, present, absent, late, (hundredths / 100).toFixed(2)].map(cell).join(','));
    }
    return { fileName: `attendance-${month}.csv`, content: `${lines.join('\r\n')}\r\n` };
  }
}
