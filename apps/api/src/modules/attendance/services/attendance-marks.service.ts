import { Injectable } from '@nestjs/common';
import type { PunchSummary } from '../dtos/punch.dtos.js';
import { AttendanceMarksRepository, type DayMark } from '../repositories/attendance-marks.repository.js';
import { AttendanceService } from './attendance.service.js';
import type { IncomingPunch } from './punches.service.js';
import { addDays, zonedDate } from './zoned-time.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/**
 * The nightly mark: each finished day is computed once more and stored (for reports and the
 * dashboard trend). Devices that were offline push their punches later: when a punch arrives for a
 * day that is already marked, that employee's day is marked again, so nothing is lost.
 */
@Injectable()
export class AttendanceMarksService {
  constructor(
    private readonly marks: AttendanceMarksRepository,
    private readonly attendance: AttendanceService,
  ) {}

  async markDays(fromDate: string, toDate: string, userId?: number): Promise<number> {
    const companyId = currentCompanyId();
    const computed = await this.attendance.compute({ fromDate, toDate, userId });
    // Only finished days: today is still running.
    const finished = computed.records.filter((r) => r.forDate < computed.today);
    const rows: DayMark[] = finished.map((r) => ({
      employeeId: r.userDetailId, forDate: r.forDate, dayType: r.dayType, clockIn: r.clockIn, clockOut: r.clockOut, hours: r.hours, remark: r.remark,
    }));
    await this.marks.upsert(companyId, rows);
    return rows.length;
  }

  /** After punches were accepted: re-mark the already-marked days they belong to (the punch's date or, overnight, the day before). */
  async remarkAfterLatePunches(summary: PunchSummary, incoming: IncomingPunch[]): Promise<void> {
    const accepted = incoming.filter((_, i) => summary.results[i]?.result === 'ACCEPTED');
    if (accepted.length === 0) return;
    const timeZone = (await this.attendance.timeZone());
    const dates = new Set<string>();
    for (const p of accepted) {
      const d = zonedDate(p.punchTime, timeZone);
      dates.add(d);
      dates.add(addDays(d, -1));
    }
    const codes = new Set(accepted.map((p) => p.employeeCode.toLowerCase()));
    const employeeIds = await this.attendance.employeeIdsByCodes([...codes]);
    await this.remarkMarked(employeeIds, [...dates]);
  }

  /**
   * After punches were given to an employee (unmatched punches assigned): the attendance days they can fall on
   * (the punch's date and, overnight, the day before), with the already-marked ones marked again. Answers the dates.
   */
  async remarkEmployeeDays(employeeId: number, instants: Date[], days: string[] = []): Promise<string[]> {
    const timeZone = await this.attendance.timeZone();
    const dates = new Set<string>(days);
    for (const at of instants) {
      const d = zonedDate(at, timeZone);
      dates.add(d);
      dates.add(addDays(d, -1));
    }
    await this.remarkMarked([employeeId], [...dates]);
    return [...new Set(instants.map((at) => zonedDate(at, timeZone)))].sort();
  }

  private async remarkMarked(employeeIds: number[], dates: string[]): Promise<void> {
    const companyId = currentCompanyId();
    const marked = await this.marks.marked(companyId, employeeIds, dates);
    const byEmployee = new Map<number, string[]>();
    for (const m of marked) byEmployee.set(m.employeeId, [...(byEmployee.get(m.employeeId) ?? []), m.forDate]);
    for (const [employeeId, days] of byEmployee) {
      days.sort();
      await this.markDays(days[0], days[days.length - 1], employeeId);
    }
  }

  companiesWithEmployees(): Promise<number[]> {
    return this.marks.companiesWithEmployees();
  }

  find(employeeId: number, forDate: string) {
    const companyId = currentCompanyId();
    return this.marks.find(companyId, employeeId, forDate);
  }
}
