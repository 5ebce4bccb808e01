import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EMPLOYEE_MESSAGES } from '../dtos/employee.dtos.js';
import { SHIFT_ASSIGNMENT_MESSAGES, type SaveShiftAssignmentDto, type ShiftAssignmentView } from '../dtos/shift-assignment.dtos.js';
import { EmployeesRepository } from '../repositories/employees.repository.js';
import { LockedMonthsRepository } from '../repositories/locked-months.repository.js';
import { ShiftAssignmentsRepository } from '../repositories/shift-assignments.repository.js';
import { HrmsClock } from './hrms-clock.js';
import { ShiftsService } from './shifts.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const M = SHIFT_ASSIGNMENT_MESSAGES;

/** The day before an ISO date. */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Shift history (issue 29 item 2): an employee's shift is a list of changes by date, and attendance computes each
 * day with the shift in force on it, so moving someone to the night shift today leaves last week as it was. A change
 * may be dated in the future (it takes effect that day) or in the past (a correction: the days from it are computed
 * again), never before joining and never in a locked month.
 */
@Injectable()
export class ShiftAssignmentsService {
  constructor(
    private readonly assignments: ShiftAssignmentsRepository,
    private readonly employees: EmployeesRepository,
    private readonly shifts: ShiftsService,
    private readonly locked: LockedMonthsRepository,
    private readonly clock: HrmsClock,
  ) {}

  async history(employeeId: number): Promise<ShiftAssignmentView[]> {
    const companyId = currentCompanyId();
    if (!(await this.employees.find(companyId, employeeId))) throw new NotFoundException(EMPLOYEE_MESSAGES.notFound);
    const rows = await this.assignments.history(companyId, employeeId);
    const today = await this.clock.today();
    const current = rows.filter((r) => r.effectiveFrom <= today).at(-1) ?? rows[0];
    return rows.map((r, i) => ({
      ...r, effectiveTo: i + 1 < rows.length ? dayBefore(rows[i + 1].effectiveFrom) : null, current: r === current,
    })).reverse();
  }

  async add(employeeId: number, input: SaveShiftAssignmentDto): Promise<ShiftAssignmentView[]> {
    const companyId = currentCompanyId();
    const employee = await this.employees.find(companyId, employeeId);
    if (!employee) throw new NotFoundException(EMPLOYEE_MESSAGES.notFound);
    if (employee.deleted) throw new BadRequestException(M.deleted);
    await this.change(employeeId, employee.dateOfJoining, employee.shiftId, input.shiftId, input.effectiveFrom);
    return this.history(employeeId);
  }

  /** The employee form's path: a changed shiftId starts a change from `effectiveFrom` (default today); the same shift is nothing. */
  async fromEmployeeSave(employeeId: number, dateOfJoining: string, previousShiftId: number, shiftId: number, effectiveFrom: string | undefined): Promise<void> {
    const from = effectiveFrom ?? (await this.clock.today());
    await this.change(employeeId, dateOfJoining, previousShiftId, shiftId, from < dateOfJoining && !effectiveFrom ? dateOfJoining : from, true);
  }

  /** A new employee works their shift from the joining date. */
  async start(employeeId: number, shiftId: number, dateOfJoining: string): Promise<void> {
    await this.assignments.upsert(currentCompanyId(), employeeId, shiftId, dateOfJoining);
  }

  private async change(employeeId: number, dateOfJoining: string, previousShiftId: number, shiftId: number, effectiveFrom: string, skipSame = false): Promise<void> {
    const companyId = currentCompanyId();
    await this.shifts.require(shiftId);
    let history = await this.assignments.history(companyId, employeeId);
    // An employee written without a history (before it existed, or by a bulk load) had one shift all along.
    if (history.length === 0) {
      await this.assignments.upsert(companyId, employeeId, previousShiftId, dateOfJoining);
      history = await this.assignments.history(companyId, employeeId);
    }
    const inForce = history.filter((r) => r.effectiveFrom <= effectiveFrom).at(-1) ?? history[0];
    if (skipSame && inForce.shiftId === shiftId) return;
    if (effectiveFrom < dateOfJoining) throw new BadRequestException(M.beforeJoining);
    const today = await this.clock.today();
    if (effectiveFrom < today) {
      const month = await this.locked.lockedMonthOf(companyId, [effectiveFrom]);
      if (month) throw new ConflictException(M.lockedMonth(month));
    }
    await this.assignments.upsert(companyId, employeeId, shiftId, effectiveFrom);
    await this.assignments.syncEmployeeShift(companyId, employeeId, today);
  }

  /** The shift in force today per employee (a change dated in the future becomes the employee's shift on its day). */
  async todays(employeeIds: number[]): Promise<Map<number, { shiftId: number; shiftName: string }>> {
    const rows = await this.assignments.inForce(currentCompanyId(), employeeIds, await this.clock.today());
    return new Map(rows.map((r) => [r.employeeId, r]));
  }
}
