import { BadRequestException, Injectable } from '@nestjs/common';
import { isIsoDate } from '@bizdesk/shared';
import type { ListQuery } from '../../../core/http/list-query.js';
import { HrmsClock } from '../../hrms/index.js';
import { HrmsSettingsService } from '../../hrms/index.js';
import { ATTENDANCE_MESSAGES, type AttendancePage, type AttendanceRecordView, type AttendanceTotals } from '../dtos/attendance.dtos.js';
import { AttendanceRepository, type AttendanceFilter } from '../repositories/attendance.repository.js';
import { REMARKS, computeDay, expectedTimes, isPresent } from './attendance-day-rules.js';
import { addDays, datesBetween, formatZoned, zonedInstant } from './zoned-time.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const M = ATTENDANCE_MESSAGES;
const MAX_RANGE_DAYS = 366;

export interface ComputedRange {
  records: AttendanceRecordView[];
  fromDate: string;
  toDate: string;
  timeZone: string;
  today: string;
  employees: number;
}

const RECORD_SORT: Record<string, (a: AttendanceRecordView, b: AttendanceRecordView) => number> = {
  id: (a, b) => a.userDetailId - b.userDetailId,
  userName: (a, b) => a.userName.localeCompare(b.userName),
  employeeCode: (a, b) => a.employeeCode.localeCompare(b.employeeCode),
  forDate: (a, b) => (a.forDate < b.forDate ? -1 : a.forDate > b.forDate ? 1 : 0),
};
export const ATTENDANCE_SORTABLE = Object.keys(RECORD_SORT);

export function checkRange(fromDate: unknown, toDate: unknown): { fromDate: string; toDate: string } {
  if (!isIsoDate(fromDate)) throw new BadRequestException(M.fromDate);
  if (!isIsoDate(toDate)) throw new BadRequestException(M.toDate);
  if (toDate < fromDate) throw new BadRequestException(M.order);
  if (datesBetween(fromDate, toDate).length > MAX_RANGE_DAYS) throw new BadRequestException(M.tooLong);
  return { fromDate, toDate };
}

export function totalsOf(records: AttendanceRecordView[], employees: number): AttendanceTotals {
  const t: AttendanceTotals = { employees, present: 0, absent: 0, late: 0, halfDay: 0, fullDay: 0, holiday: 0, weekOff: 0, hours: 0 };
  let hundredths = 0;
  for (const r of records) {
    if (r.dayType === 'HOLIDAY') t.holiday += 1;
    else if (r.dayType === 'WEEKOFF') t.weekOff += 1;
    else if (isPresent({ dayType: r.dayType, clockIn: r.clockIn as never, remark: r.remark })) t.present += 1;
    else t.absent += 1;
    if (r.clockInRemark === REMARKS.late) t.late += 1;
    if (r.remark === REMARKS.halfDay) t.halfDay += 1;
    if (r.remark === REMARKS.fullDay) t.fullDay += 1;
    hundredths += Math.round(r.hours * 100);
  }
  t.hours = hundredths / 100;
  return t;
}

/**
 * Attendance computed from punches on every request (never a stored guess): for each counted
 * employee and day, the pure day rules over the day's first and last punch.
 */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly attendance: AttendanceRepository,
    private readonly settings: HrmsSettingsService,
    private readonly clock: HrmsClock,
  ) {}

  async timeZone(): Promise<string> {
    return (await this.settings.get()).timeZone;
  }

  employeeIdsByCodes(codes: string[]): Promise<number[]> {
    const companyId = currentCompanyId();
    return this.attendance.employeeIdsByCodes(companyId, codes);
  }

  async page(filter: AttendanceFilter, query: ListQuery): Promise<AttendancePage> {
    const computed = await this.compute(filter);
    const compare = RECORD_SORT[query.sortBy] ?? RECORD_SORT.id;
    const dir = query.sortDirection === 'ASC' ? 1 : -1;
    // Within one employee the days always run forwards.
    const records = computed.records.sort((a, b) => dir * compare(a, b) || a.userDetailId - b.userDetailId || RECORD_SORT.forDate(a, b));
    const list = records.slice(query.offset, query.offset + query.size);
    return {
      list, totalRecords: records.length, totalPages: Math.ceil(records.length / query.size),
      totals: totalsOf(records, computed.employees), fromDate: computed.fromDate, toDate: computed.toDate, timeZone: computed.timeZone,
    };
  }

  async compute(input: AttendanceFilter): Promise<ComputedRange> {
    const companyId = currentCompanyId();
    const { fromDate } = checkRange(input.fromDate, input.toDate);
    const settings = await this.settings.get();
    const timeZone = settings.timeZone;
    const today = await this.clock.today();
    const toDate = input.toDate > today ? today : input.toDate;
    if (toDate < fromDate) return { records: [], fromDate, toDate: input.toDate, timeZone, today, employees: 0 };

    const filter = { ...input, fromDate, toDate };
    const employees = await this.attendance.employees(companyId, filter);
    const holidays = await this.attendance.holidays(companyId, fromDate, toDate);
    const windowStart = zonedInstant(addDays(fromDate, -1), '00:00:00', timeZone);
    const windowEnd = zonedInstant(addDays(toDate, 2), '00:00:00', timeZone);
    const punchDays = await this.attendance.punchDays(companyId, employees.map((e) => e.id), timeZone, windowStart, windowEnd);
    const punches = new Map(punchDays.map((p) => [`${p.employeeId}|${p.forDate}`, p]));
    const allBranches = new Map<string, string>();
    const byBranch = new Map<string, string>();
    for (const h of holidays) {
      if (h.branchId === null) allBranches.set(h.date, h.name);
      else byBranch.set(`${h.branchId}|${h.date}`, h.name);
    }

    const dates = datesBetween(fromDate, toDate);
    const expectedByShift = new Map<string, [Date, Date]>();
    const expectedFor = (shiftId: number, shift: { startTime: string; endTime: string }, date: string) => {
      const key = `${shiftId}|${date}`;
      let found = expectedByShift.get(key);
      if (!found) expectedByShift.set(key, (found = expectedTimes(date, shift, timeZone)));
      return found;
    };
    const records: AttendanceRecordView[] = [];
    for (const e of employees) {
      const shift = { startTime: e.startTime, endTime: e.endTime, breakTime: e.breakTime, allowBreaks: e.allowBreaks, weekOff: e.weekOff };
      for (const date of dates) {
        if (date < e.dateOfJoining || (e.lwd !== null && date > e.lwd)) continue;
        const p = punches.get(`${e.id}|${date}`);
        const day = computeDay({
          date, timeZone, shift, settings, holidayName: byBranch.get(`${e.branchId}|${date}`) ?? allBranches.get(date) ?? null,
          firstPunch: p ? new Date(p.first) : null, lastPunch: p ? new Date(p.last) : null, punchCount: p?.n ?? 0,
          expected: expectedFor(e.shiftId, shift, date),
        });
        records.push({
          userDetailId: e.id, userName: e.name, branchId: e.branchId, employeeCode: e.employeeCode, branchName: e.branchName,
          designationName: e.designationName, departmentName: e.departmentName, forDate: date, dayType: day.dayType,
          expectedClockIn: formatZoned(day.expectedClockIn, timeZone), expectedClockOut: formatZoned(day.expectedClockOut, timeZone),
          clockIn: day.clockIn ? formatZoned(day.clockIn, timeZone) : null, clockOut: day.clockOut ? formatZoned(day.clockOut, timeZone) : null,
          clockInRemark: day.clockInRemark, clockOutRemark: day.clockOutRemark, hours: day.hours, remark: day.remark,
        });
      }
    }
    return { records, fromDate, toDate, timeZone, today, employees: employees.length };
  }
}
