import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentCompanyId, tenantStorage } from '../../../core/tenancy/tenant-context.js';
import { EmployeesService } from '../../hrms/index.js';
import { LEAVE_MESSAGES as M, LEAVE_STATES, type ApplyLeaveDto, type LeaveApplicationView, type LeaveState } from '../dtos/leave.dtos.js';
import { LeaveApplicationsRepository } from '../repositories/leave-applications.repository.js';
import { LeaveAllocationsService } from './leave-allocations.service.js';
import { LeaveTypesService } from './leave-types.service.js';

/** The months (yyyy-MM) a date range touches. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  for (let key = from.slice(0, 7); key <= to.slice(0, 7); key = `${y}-${String(m).padStart(2, '0')}`) {
    months.push(key);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/**
 * Leave applications (issue 29 item 4): apply (hrms.read: staff may apply), approve or reject (HR), cancel.
 * An application takes the working days of its range (week-offs and holidays of the employee do not count; 0.5
 * for a half day), never overlaps another waiting or approved one of the employee, and never takes the balance
 * below zero unless its type allows. Approved leave is what the attendance day reads (AttendanceRepository.leaveDays).
 * A month locked for payroll never changes: applying, approving or cancelling leave in it is refused.
 */
@Injectable()
export class LeaveApplicationsService {
  constructor(
    private readonly applications: LeaveApplicationsRepository,
    private readonly types: LeaveTypesService,
    private readonly allocations: LeaveAllocationsService,
    private readonly employees: EmployeesService,
  ) {}

  async apply(input: ApplyLeaveDto): Promise<LeaveApplicationView> {
    const companyId = currentCompanyId();
    const halfDay = input.halfDay ?? false;
    if (input.to < input.from) throw new BadRequestException(M.order);
    if (input.from.slice(0, 4) !== input.to.slice(0, 4)) throw new BadRequestException(M.crossesYear);
    if (halfDay && input.from !== input.to) throw new BadRequestException(M.halfDayOneDate);
    const employee = await this.employees.require(input.employeeId);
    const type = await this.types.require(input.leaveTypeId);
    if (employee.deleted || input.from < employee.dateOfJoining || (employee.lwd !== null && input.to > employee.lwd)) throw new BadRequestException(M.notEmployed);
    await this.assertOpen(input.from, input.to);
    await this.applications.lockEmployee(companyId, employee.id);
    const clash = await this.applications.overlapping(companyId, employee.id, input.from, input.to);
    if (clash) throw new ConflictException(M.overlap(clash.from, clash.to, clash.state));
    const working = await this.applications.workingDays(companyId, employee.id, input.from, input.to);
    if (working === 0) throw new BadRequestException(M.noWorkingDays);
    const days = halfDay ? 0.5 : working;
    if (!type.allowNegative) {
      // What is waiting counts too, so two applications cannot each take the same remaining days.
      const balance = await this.allocations.balance(employee.id, type.id, Number(input.from.slice(0, 4)));
      if (days > balance.available) throw new ConflictException(M.insufficient(type.name, balance.year, balance.available, days));
    }
    const id = await this.applications.insert(companyId, { employeeId: employee.id, leaveTypeId: type.id, from: input.from, to: input.to, halfDay, days, reason: input.reason }, userId());
    return (await this.applications.find(companyId, id))!;
  }

  async list(query: ListQuery, state: string | undefined, employeeId: number | undefined): Promise<Paged<LeaveApplicationView>> {
    if (state !== undefined && !(LEAVE_STATES as readonly string[]).includes(state)) throw new BadRequestException(M.state);
    const [rows, total] = await this.applications.list(currentCompanyId(), { state: state as LeaveState | undefined, employeeId, search: query.search }, query.offset, query.size);
    return paged(rows, total, query);
  }

  async approve(id: number, note: string | undefined): Promise<LeaveApplicationView> {
    const companyId = currentCompanyId();
    const application = await this.locked(id);
    if (application.state !== 'PENDING') throw new ConflictException(M.decided);
    await this.assertOpen(application.from, application.to);
    await this.applications.lockEmployee(companyId, application.employeeId);
    const type = await this.types.require(application.leaveTypeId);
    if (!type.allowNegative) {
      // Approved days only: this application is among the waiting ones.
      const balance = await this.allocations.balance(application.employeeId, type.id, Number(application.from.slice(0, 4)));
      if (application.days > balance.balance) throw new ConflictException(M.insufficient(type.name, balance.year, balance.balance, application.days));
    }
    await this.applications.decide(companyId, id, 'APPROVED', userId(), note || null);
    return (await this.applications.find(companyId, id))!;
  }

  async reject(id: number, note: string | undefined): Promise<LeaveApplicationView> {
    const companyId = currentCompanyId();
    const application = await this.locked(id);
    if (application.state !== 'PENDING') throw new ConflictException(M.decided);
    await this.applications.decide(companyId, id, 'REJECTED', userId(), note || null);
    return (await this.applications.find(companyId, id))!;
  }

  /** A waiting or approved application is withdrawn; approved days go back to the balance and the days are computed again. */
  async cancel(id: number, note: string | undefined): Promise<LeaveApplicationView> {
    const companyId = currentCompanyId();
    const application = await this.locked(id);
    if (application.state !== 'PENDING' && application.state !== 'APPROVED') throw new ConflictException(M.notCancellable);
    await this.assertOpen(application.from, application.to);
    await this.applications.decide(companyId, id, 'CANCELLED', userId(), note || null);
    return (await this.applications.find(companyId, id))!;
  }

  private async locked(id: number): Promise<LeaveApplicationView> {
    const found = await this.applications.find(currentCompanyId(), id, true);
    if (!found) throw new NotFoundException(M.applicationNotFound);
    return found;
  }

  /** 409 when the range touches a month locked for payroll. */
  private async assertOpen(from: string, to: string): Promise<void> {
    const [month] = await this.applications.lockedMonths(currentCompanyId(), monthsOf(from, to));
    if (month) throw new ConflictException(M.locked(month));
  }
}

function userId(): number | null {
  return tenantStorage.current()?.userId ?? null;
}
