import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { currentCompanyId, tenantStorage } from '../../../core/tenancy/tenant-context.js';
import { EmployeesService, HrmsClock } from '../../hrms/index.js';
import { ATTENDANCE_MESSAGES } from '../dtos/attendance.dtos.js';
import type { ManualMarkView, MarkAttendanceDto } from '../dtos/manual-mark.dtos.js';
import { ManualMarksRepository } from '../repositories/manual-marks.repository.js';
import type { ManualMark } from './attendance-day-rules.js';
import { AttendanceMarksService } from './attendance-marks.service.js';
import { MonthLocksService } from './month-locks.service.js';

const M = ATTENDANCE_MESSAGES;

/**
 * Days marked by hand (issue 29 item 3): a shop without a device, a forgotten punch. The mark overrides the
 * computed day everywhere (listing, grid, CSV, summary) with its reason shown; removing it brings the computed
 * day back. Stored marks of the day are marked again.
 */
@Injectable()
export class ManualMarksService {
  constructor(
    private readonly marks: ManualMarksRepository,
    private readonly employees: EmployeesService,
    private readonly clock: HrmsClock,
    private readonly dayMarks: AttendanceMarksService,
    private readonly locks: MonthLocksService,
  ) {}

  /** Checks the employee and the day: employed then, and not after today. */
  async checkDay(employeeId: number, date: string): Promise<void> {
    const employee = await this.employees.require(employeeId);
    if (date > (await this.clock.today())) throw new BadRequestException(M.futureDay);
    if (employee.deleted || date < employee.dateOfJoining || (employee.lwd !== null && date > employee.lwd)) throw new BadRequestException(M.notEmployed);
    await this.locks.assertOpen(date);
  }

  async mark(input: MarkAttendanceDto, source: 'HR' | 'REGULARISATION' = 'HR'): Promise<ManualMarkView> {
    const companyId = currentCompanyId();
    await this.checkDay(input.employeeId, input.date);
    const mark: ManualMark = { status: input.status, inTime: input.inTime ?? null, outTime: input.outTime ?? null, reason: input.reason };
    const saved = await this.marks.upsert(companyId, input.employeeId, input.date, mark, source, tenantStorage.current()?.userId ?? null);
    await this.dayMarks.remarkEmployeeDays(input.employeeId, [], [input.date]);
    return saved;
  }

  async unmark(employeeId: number, date: string): Promise<ManualMarkView> {
    const companyId = currentCompanyId();
    await this.employees.require(employeeId);
    await this.locks.assertOpen(date);
    const removed = await this.marks.remove(companyId, employeeId, date);
    if (!removed) throw new NotFoundException(M.noMark);
    await this.dayMarks.remarkEmployeeDays(employeeId, [], [date]);
    return removed;
  }
}
