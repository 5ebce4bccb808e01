import { ConflictException, Injectable } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { EmployeesService, HrmsClock } from '../../hrms/index.js';
import {
  LEAVE_MESSAGES as M, type AllocateYearDto, type AllocateYearView, type LeaveAllocationView, type LeaveBalanceView, type SaveLeaveAllocationDto,
} from '../dtos/leave.dtos.js';
import { LeaveAllocationsRepository, type AllocationFilter } from '../repositories/leave-allocations.repository.js';
import { LeaveTypesService } from './leave-types.service.js';

/** Days per employee, type and year, and the balances read from them (allocated + carried forward - approved). */
@Injectable()
export class LeaveAllocationsService {
  constructor(
    private readonly allocations: LeaveAllocationsRepository,
    private readonly types: LeaveTypesService,
    private readonly employees: EmployeesService,
    private readonly clock: HrmsClock,
  ) {}

  async list(query: ListQuery, filter: Omit<AllocationFilter, 'search'>): Promise<Paged<LeaveAllocationView>> {
    const [rows, total] = await this.allocations.list(currentCompanyId(), { ...filter, search: query.search }, query.offset, query.size);
    return paged(rows, total, query);
  }

  /** Sets one allocation; it may not go below what is already taken or waiting, unless the type allows a negative balance. */
  async save(input: SaveLeaveAllocationDto): Promise<LeaveAllocationView> {
    const companyId = currentCompanyId();
    await this.employees.require(input.employeeId);
    const type = await this.types.require(input.leaveTypeId);
    if (!type.allowNegative) {
      const [now] = await this.allocations.balances(companyId, input.employeeId, input.year, type.id);
      const carried = input.carriedForward ?? now.carriedForward;
      if (input.allocated + carried < now.taken + now.pending) throw new ConflictException(M.belowUsed(type.name, input.year, now.taken + now.pending));
    }
    const id = await this.allocations.upsert(companyId, input.employeeId, type.id, input.year, input.allocated, input.carriedForward ?? null);
    return (await this.allocations.find(companyId, id))!;
  }

  async allocateYear(input: AllocateYearDto): Promise<AllocateYearView> {
    if (input.leaveTypeId) await this.types.require(input.leaveTypeId);
    const { created, pairs } = await this.allocations.allocateYear(currentCompanyId(), input.year, input.leaveTypeId ?? null);
    return { year: input.year, created, kept: pairs - created };
  }

  /** Every leave type's balance of the employee for the year (this year when not given). */
  async balances(employeeId: number, year: number | undefined): Promise<LeaveBalanceView[]> {
    await this.employees.require(employeeId);
    return this.allocations.balances(currentCompanyId(), employeeId, year ?? (await this.currentYear()));
  }

  /** One type's balance of the employee for the year. */
  async balance(employeeId: number, leaveTypeId: number, year: number): Promise<LeaveBalanceView> {
    return (await this.allocations.balances(currentCompanyId(), employeeId, year, leaveTypeId))[0];
  }

  async currentYear(): Promise<number> {
    return Number((await this.clock.today()).slice(0, 4));
  }
}
