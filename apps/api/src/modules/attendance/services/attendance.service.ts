import { BadRequestException, Injectable } from '@nestjs/common';
import { isIsoDate } from '@bizdesk/shared';
import type { ListQuery } from '../../../core/http/list-query.js';
import { HrmsClock, HrmsSettingsService, rulesOn, type HrmsSettingRules } from '../../hrms/index.js';
import { ATTENDANCE_MESSAGES, type AttendancePage, type AttendanceRecordView, type AttendanceTotals } from '../dtos/attendance.dtos.js';
import { MonthLocksRepository } from '../repositories/month-locks.repository.js';
import { AttendanceRepository, type AttendanceEmployee, type AttendanceFilter, type LeaveDayRow, type PunchDay, type ShiftOfDay } from '../repositories/attendance.repository.js';
import { REMARKS, applyManualMark, computeDay, expectedTimes, isPending, isWeekOff, presenceShares, type DayResult, type ManualMark, type ShiftRule } from './attendance-day-rules.js';
import { segmentsOf, shiftHistories, shiftOn } from './shift-history.js';
import { addDays, datesBetween, formatZoned, offsetChanges, zonedInstant } from './zoned-time.js';
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

/** What `walk` hands over per employee-day: a computed day, or a locked day as it was stored. */
export interface DayVisitor {
  day(e: AttendanceEmployee, date: string, day: DayResult, shiftDay: ShiftDay, manualReason: string | null, timeZone: string): void;
  kept(e: AttendanceEmployee, record: AttendanceRecordView): void;
}

const RECORD_SORT: Record<string, (a: AttendanceRecordView, b: AttendanceRecordView) => number> = {
  id: (a, b) => a.userDetailId - b.userDetailId,
  userName: (a, b) => a.userName.localeCompare(b.userName),
  employeeCode: (a, b) => a.employeeCode.localeCompare(b.employeeCode),
  forDate: (a, b) => (a.forDate < b.forDate ? -1 : a.forDate > b.forDate ? 1 : 0),
};
export const ATTENDANCE_SORTABLE = Object.keys(RECORD_SORT);

/** What one shift means on one date: expected instants (and as the zone's wall clock), week-off or not. */
export interface ShiftDay {
  expected: [Date, Date];
  expectedIn: string;
  expectedOut: string;
  weekOff: boolean;
}

/** Holiday names by the range's date index (null: no holiday). */
function holidayRow(holidays: { date: string; name: string }[], dateIndex: Map<string, number>, days: number): (string | null)[] {
  const row = new Array<string | null>(days).fill(null);
  for (const h of holidays) {
    const i = dateIndex.get(h.date);
    if (i !== undefined && row[i] === null) row[i] = h.name;
  }
  return row;
}

export function checkRange(fromDate: unknown, toDate: unknown): { fromDate: string; toDate: string } {
  if (!isIsoDate(fromDate)) throw new BadRequestException(M.fromDate);
  if (!isIsoDate(toDate)) throw new BadRequestException(M.toDate);
  if (toDate < fromDate) throw new BadRequestException(M.order);
  if (datesBetween(fromDate, toDate).length > MAX_RANGE_DAYS) throw new BadRequestException(M.tooLong);
  return { fromDate, toDate };
}

export function totalsOf(records: AttendanceRecordView[], employees: number): AttendanceTotals {
  const t: AttendanceTotals = {
    employees, present: 0, absent: 0, missingPunchOut: 0, notStarted: 0, inProgress: 0, payable: 0,
    late: 0, halfDay: 0, fullDay: 0, holiday: 0, weekOff: 0, hours: 0,
  };
  // Halves are exact in binary floating point: no rounding needed for present, absent and payable.
  let hundredths = 0;
  for (const r of records) {
    if (r.dayType === 'HOLIDAY') t.holiday += 1;
    else if (r.dayType === 'WEEKOFF') t.weekOff += 1;
    const shares = presenceShares(r.status, r.payable);
    t.present += shares.present;
    t.absent += shares.absent;
    if (!isPending(r.status)) t.payable += r.payable;
    if (r.status === 'NOT_STARTED') t.notStarted += 1;
    if (r.status === 'IN_PROGRESS') t.inProgress += 1;
    if (r.missingPunchOut) t.missingPunchOut += 1;
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
    private readonly locks: MonthLocksRepository,
  ) {}

  timeZone(): Promise<string> {
    return this.clock.timeZone();
  }

  employeeIdsByCodes(codes: string[]): Promise<number[]> {
    const companyId = currentCompanyId();
    return this.attendance.employeeIdsByCodes(companyId, codes);
  }

  async page(filter: AttendanceFilter, query: ListQuery): Promise<AttendancePage> {
    const byId = !RECORD_SORT[query.sortBy] || query.sortBy === 'id';
    const dir = query.sortDirection === 'ASC' ? 1 : -1;
    // Sorted by employee (the default), the records are computed in that order: no sort of every row.
    const computed = await this.compute(filter, byId && dir === -1 ? 'desc' : 'asc');
    const compare = RECORD_SORT[query.sortBy] ?? RECORD_SORT.id;
    // Within one employee the days always run forwards.
    const records = byId
      ? computed.records
      : computed.records.sort((a, b) => dir * compare(a, b) || a.userDetailId - b.userDetailId || RECORD_SORT.forDate(a, b));
    const list = records.slice(query.offset, query.offset + query.size);
    return {
      list, totalRecords: records.length, totalPages: Math.ceil(records.length / query.size),
      totals: totalsOf(records, computed.employees), fromDate: computed.fromDate, toDate: computed.toDate, timeZone: computed.timeZone,
    };
  }

  /** Every counted employee-day of the range, employees in id order (`employeeOrder`), days forwards. */
  async compute(input: AttendanceFilter, employeeOrder: 'asc' | 'desc' = 'asc'): Promise<ComputedRange> {
    const records: AttendanceRecordView[] = [];
    const range = await this.walk(input, employeeOrder, {
      day: (e, date, day, sd, manualReason, timeZone) => records.push({
        userDetailId: e.id, userName: e.name, branchId: e.branchId, employeeCode: e.employeeCode, branchName: e.branchName,
        designationName: e.designationName, departmentName: e.departmentName, forDate: date, dayType: day.dayType,
        expectedClockIn: sd.expectedIn, expectedClockOut: sd.expectedOut,
        clockIn: day.clockIn ? formatZoned(day.clockIn, timeZone) : null, clockOut: day.clockOut ? formatZoned(day.clockOut, timeZone) : null,
        clockInRemark: day.clockInRemark, clockOutRemark: day.clockOutRemark, hours: day.hours, remark: day.remark,
        status: day.status, payable: day.payable, missingPunchOut: day.missingPunchOut, overtimeHours: day.overtimeHours, manualReason,
      }),
      kept: (e, kept) => records.push({ ...kept, userName: e.name, employeeCode: e.employeeCode, branchName: e.branchName }),
    });
    return { ...range, records };
  }

  /**
   * Every counted employee-day of the range handed to `visit` as it is worked out, without keeping it: the month
   * summary adds each day to its employee's totals (issue 29 item 8) instead of building tens of thousands of
   * records first. Days of locked months come as they were locked (`visit.kept`).
   */
  async walk(input: AttendanceFilter, employeeOrder: 'asc' | 'desc', visit: DayVisitor): Promise<Omit<ComputedRange, 'records'>> {
    const companyId = currentCompanyId();
    const { fromDate } = checkRange(input.fromDate, input.toDate);
    const timeZone = await this.clock.timeZone();
    const now = this.clock.now();
    const today = await this.clock.today();
    const toDate = input.toDate > today ? today : input.toDate;
    if (toDate < fromDate) return { fromDate, toDate: input.toDate, timeZone, today, employees: 0 };

    const filter = { ...input, fromDate, toDate };
    const employees = await this.attendance.employees(companyId, filter);
    if (employeeOrder === 'desc') employees.reverse();
    const employeeIds = employees.map((e) => e.id);
    const holidays = await this.attendance.holidays(companyId, fromDate, toDate);
    const windowStart = zonedInstant(addDays(fromDate, -1), '00:00:00', timeZone);
    const windowEnd = zonedInstant(addDays(toDate, 2), '00:00:00', timeZone);
    // Frozen history (issue 29 item 2): each day with the shift and the settings in force on it.
    // Punches can belong to days from the one before the window's first to the day after its last.
    const assignments = await this.attendance.shiftAssignments(companyId, employeeIds, addDays(toDate, 1));
    const shiftIds = [...new Set([...employees.map((e) => e.shiftId), ...assignments.map((a) => a.shiftId)])];
    const shiftVersions = await this.attendance.shiftVersions(companyId, shiftIds, addDays(toDate, 1));
    const history = shiftHistories(employees, assignments, shiftVersions, addDays(fromDate, -2));
    const punchDays = await this.attendance.punchDays(companyId, segmentsOf(history), offsetChanges(windowStart, windowEnd, timeZone), windowStart, windowEnd, fromDate);
    const versions = await this.settings.versionsFor(fromDate, toDate);
    const manual = new Map<string, ManualMark>();
    for (const m of await this.attendance.manualMarks(companyId, employeeIds, fromDate, toDate)) manual.set(`${m.employeeId}@${m.date}`, m);
    const leave = new Map((await this.attendance.leaveDays(companyId, employeeIds, fromDate, toDate)).map((l) => [`${l.employeeId}@${l.date}`, l]));
    const locked = await this.lockedDays(companyId, employeeIds, fromDate, toDate);

    // A month for a thousand employees is tens of thousands of days: everything that repeats per date, per
    // shift or per branch is worked out once, and lookups go by the date's index rather than string keys.
    const dates = datesBetween(fromDate, toDate);
    const dateIndex = new Map(dates.map((d, i) => [d, i]));
    const punchRows = new Map<number, (PunchDay | undefined)[]>();
    for (const p of punchDays) {
      const i = p.day;
      if (i < 0 || i >= dates.length) continue;
      let row = punchRows.get(p.employeeId);
      if (!row) punchRows.set(p.employeeId, (row = new Array<PunchDay | undefined>(dates.length)));
      row[i] = p;
    }
    const holidayRows = new Map<number | null, (string | null)[]>();
    const allBranches = holidayRow(holidays.filter((h) => h.branchId === null), dateIndex, dates.length);
    const holidaysOf = (branchId: number) => {
      let row = holidayRows.get(branchId);
      if (!row) {
        const own = holidayRow(holidays.filter((h) => h.branchId === branchId), dateIndex, dates.length);
        holidayRows.set(branchId, (row = own.map((name, i) => name ?? allBranches[i])));
      }
      return row;
    };
    const rulesOfDay: HrmsSettingRules[] = dates.map((date) => rulesOn(versions, date));
    const shiftRows = new Map<string, ShiftDay[]>();
    const shiftDaysOf = (shift: ShiftOfDay) => {
      let row = shiftRows.get(shift.versionKey);
      if (!row) {
        row = dates.map((date) => {
          const expected = expectedTimes(date, shift, timeZone);
          return { expected, expectedIn: formatZoned(expected[0], timeZone), expectedOut: formatZoned(expected[1], timeZone), weekOff: isWeekOff(date, shift) };
        });
        shiftRows.set(shift.versionKey, row);
      }
      return row;
    };

    for (const e of employees) {
      const changes = history.get(e.id)!;
      const single = changes.length === 1 ? changes[0] : null;
      const holidayNames = holidaysOf(e.branchId);
      const punchRow = punchRows.get(e.id);
      for (let i = 0; i < dates.length; i += 1) {
        const date = dates[i];
        if (date < e.dateOfJoining || (e.lwd !== null && date > e.lwd)) continue;
        const kept = locked?.get(`${e.id}@${date}`);
        if (kept) {
          visit.kept(e, kept);
          continue;
        }
        const p = punchRow?.[i];
        const shift = single ?? shiftOn(changes, date);
        const sd = shiftDaysOf(shift)[i];
        const settings = rulesOfDay[i];
        const day = computeDay({
          date, timeZone, shift, settings, holidayName: holidayNames[i],
          firstPunch: p ? new Date(p.first) : null, lastPunch: p ? new Date(p.last) : null, punchCount: p?.n ?? 0,
          expected: sd.expected, weekOff: sd.weekOff, now,
        });
        const mark = manual.size > 0 ? manual.get(`${e.id}@${date}`) : undefined;
        if (mark) applyManualMark(day, mark, date, timeZone, shift, settings.hoursBasis);
        else if (leave.size > 0) applyLeave(day, leave.get(`${e.id}@${date}`), date, timeZone, shift);
        visit.day(e, date, day, sd, mark?.reason ?? null, timeZone);
      }
    }
    return { fromDate, toDate, timeZone, today, employees: employees.length };
  }

  /** Days of locked months as they were locked (issue 29 item 2), by employee and date; null when none is locked. */
  private async lockedDays(companyId: number, employeeIds: number[], fromDate: string, toDate: string): Promise<Map<string, AttendanceRecordView> | null> {
    const months: string[] = [];
    for (let m = fromDate.slice(0, 7); m <= toDate.slice(0, 7); m = nextMonth(m)) months.push(m);
    if ((await this.locks.lockedMonths(companyId, months)).length === 0) return null;
    const stored = await this.locks.lockedDays(companyId, employeeIds, fromDate, toDate);
    return stored.length === 0 ? null : new Map(stored.map((r) => [`${r.userDetailId}@${r.forDate}`, r]));
  }
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Approved leave over a computed working day (issue 29 item 4), like an ON_LEAVE mark: L in the grid, payable 1 for
 * paid leave and 0 for unpaid. A half day of leave is half of that plus the other half as worked when the day has
 * presence (a clock-in the rules did not make absent). A manual mark by HR wins over leave (the caller applies the
 * mark instead); week-offs and holidays inside the leave stay W / H (they consumed no leave).
 */
export function applyLeave(day: DayResult, leave: LeaveDayRow | undefined, date: string, timeZone: string, shift: Pick<ShiftRule, 'breakTime' | 'allowBreaks'>): void {
  if (!leave || day.dayType !== 'WORKING') return;
  const worked = leave.halfDay && presenceShares(day.status, day.payable).present > 0 ? 0.5 : 0;
  applyManualMark(day, { status: 'ON_LEAVE', inTime: null, outTime: null, reason: leave.reason }, date, timeZone, shift);
  day.payable = (leave.paid ? (leave.halfDay ? 0.5 : 1) : 0) + worked;
  day.remark = `${REMARKS.onLeave}: ${leave.typeName}${leave.halfDay ? ' (half day)' : ''}`;
}

