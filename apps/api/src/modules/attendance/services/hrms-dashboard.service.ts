import { Injectable } from '@nestjs/common';
import type { AttendanceRecordView, HrmsDashboardFigures, HrmsDashboardView } from '../dtos/attendance.dtos.js';
import { REMARKS, presenceShares } from './attendance-day-rules.js';
import { AttendanceService, checkRange } from './attendance.service.js';

function figures(records: AttendanceRecordView[], headcount: number): HrmsDashboardFigures {
  const f: HrmsDashboardFigures = { headcount, present: 0, absent: 0, missingPunchOut: 0, notStarted: 0, inProgress: 0, late: 0, onHoliday: 0, onWeekOff: 0 };
  for (const r of records) {
    if (r.dayType === 'HOLIDAY') f.onHoliday += 1;
    else if (r.dayType === 'WEEKOFF') f.onWeekOff += 1;
    const shares = presenceShares(r.status, r.payable);
    f.present += shares.present;
    f.absent += shares.absent;
    if (r.status === 'NOT_STARTED') f.notStarted += 1;
    if (r.status === 'IN_PROGRESS') f.inProgress += 1;
    if (r.missingPunchOut) f.missingPunchOut += 1;
    if (r.clockInRemark === REMARKS.late) f.late += 1;
  }
  return f;
}

/** The HRMS dashboard (permission 10): today's figures, the range's employee-days and a daily trend. */
@Injectable()
export class HrmsDashboardService {
  constructor(private readonly attendance: AttendanceService) {}

  async dashboard(fromDate: string, toDate: string): Promise<HrmsDashboardView> {
    checkRange(fromDate, toDate);
    const range = await this.attendance.compute({ fromDate, toDate });
    const today = range.today;
    const todayRange = today >= fromDate && today <= toDate ? range : await this.attendance.compute({ fromDate: today, toDate: today });
    const todayRecords = todayRange.records.filter((r) => r.forDate === today);
    const byDate = new Map<string, { present: number; absent: number; late: number }>();
    for (const r of range.records) {
      const point = byDate.get(r.forDate) ?? { present: 0, absent: 0, late: 0 };
      const shares = presenceShares(r.status, r.payable);
      point.present += shares.present;
      point.absent += shares.absent;
      if (r.clockInRemark === REMARKS.late) point.late += 1;
      byDate.set(r.forDate, point);
    }
    return {
      today,
      todayFigures: figures(todayRecords, todayRecords.length),
      rangeFigures: figures(range.records, range.employees),
      trend: [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, p]) => ({ date, ...p })),
    };
  }
}
