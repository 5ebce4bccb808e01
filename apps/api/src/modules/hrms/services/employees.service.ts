import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { NEW_EMPLOYEE_STATUSES } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { translateDbError } from '../../../core/http/translate-db-error.js';
import { EMPLOYEE_MESSAGES, type EmployeeView, type SaveEmployeeDto } from '../dtos/employee.dtos.js';
import { HRMS_CONSTRAINTS } from '../hrms.constraints.js';
import { EmployeesRepository, employeeFields, type EmployeeFields, type EmployeeListFilter } from '../repositories/employees.repository.js';
import { HrmsClock } from './hrms-clock.js';
import { HrmsSettingsService } from './hrms-settings.service.js';
import { OrgMastersService } from './org-masters.service.js';
import { ShiftsService } from './shifts.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const M = EMPLOYEE_MESSAGES;

/** Generated codes: the prefix then the number, at least four digits (EMP0001). */
export function generatedCode(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(4, '0')}`;
}

/** Statuses after which the employee has (or will have) a last working day. */
const LEAVING_STATUSES = new Set(['RESIGNED', 'TERMINATED', 'INACTIVE']);

/**
 * Employees (the spec's "user details"). Status rules: new ones start PENDING or ACTIVE; existing ones
 * move among ACTIVE, RESIGNED, TERMINATED, INACTIVE; a last working day only once leaving. Codes are
 * generated gap-free from the settings prefix or typed (unique per company).
 */
@Injectable()
export class EmployeesService {
  constructor(
    private readonly employees: EmployeesRepository,
    private readonly settings: HrmsSettingsService,
    private readonly masters: OrgMastersService,
    private readonly shifts: ShiftsService,
    private readonly clock: HrmsClock,
  ) {}

  async list(query: ListQuery, filter: EmployeeListFilter): Promise<Paged<EmployeeView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.employees.list(companyId, query, filter);
    return paged(rows, total, query);
  }

  options() {
    const companyId = currentCompanyId();
    return this.employees.options(companyId);
  }

  async require(id: number): Promise<EmployeeView> {
    const companyId = currentCompanyId();
    const row = await this.employees.find(companyId, id);
    if (!row) throw new NotFoundException(M.notFound);
    return row;
  }

  async save(input: SaveEmployeeDto): Promise<{ employee: EmployeeView; created: boolean }> {
    const companyId = currentCompanyId();
    const existing = input.id === 0 ? null : await this.require(input.id);
    if (existing?.deleted) throw new BadRequestException(M.deletedEdit);
    this.checkStatus(input, existing);
    if (input.dateOfBirth > (await this.clock.today())) throw new BadRequestException(M.dateOfBirthFuture);
    const lwd = existing && LEAVING_STATUSES.has(input.status) ? (input.lwd ?? null) : null;
    if (lwd && lwd < input.dateOfJoining) throw new BadRequestException(M.lwdBeforeJoining);

    await this.masters.require('branch', input.branchId);
    if (input.departmentId) await this.masters.require('department', input.departmentId);
    if (input.designationId) await this.masters.require('designation', input.designationId);
    await this.shifts.require(input.shiftId);
    await this.checkReportingManager(input.id, input.reportingManagerId ?? null);

    const fields = employeeFields(input, lwd);

    if (existing) {
      const employeeCode = input.employeeCode ?? existing.employeeCode;
      if (await this.employees.codeTaken(companyId, employeeCode, existing.id)) throw new ConflictException(M.codeTaken);
      if (!(await this.uniqueCode(() => this.employees.update(companyId, existing.id, { ...fields, employeeCode })))) {
        throw new ConflictException(M.codeTaken);
      }
      return { employee: await this.require(existing.id), created: false };
    }

    const generate = input.employeeCodeAutoGenerate ?? !input.employeeCode;
    let id: number | null;
    if (generate) {
      id = await this.insertWithGeneratedCode(fields);
    } else {
      if (!input.employeeCode) throw new BadRequestException(M.employeeCodeRequired);
      if (await this.employees.codeTaken(companyId, input.employeeCode, 0)) throw new ConflictException(M.codeTaken);
      id = await this.uniqueCode(() => this.employees.insert(companyId, { ...fields, employeeCode: input.employeeCode! }));
      if (!id) throw new ConflictException(M.codeTaken);
    }
    return { employee: await this.require(id!), created: true };
  }

  /** One call toggles: a live employee is soft-deleted, a deleted one recovered. */
  async toggleDeleted(id: number): Promise<{ deleted: boolean }> {
    const companyId = currentCompanyId();
    const result = await this.employees.toggleDeleted(companyId, id);
    if (!result) throw new NotFoundException(M.notFound);
    return result;
  }

  private checkStatus(input: SaveEmployeeDto, existing: EmployeeView | null): void {
    if (!existing && !(NEW_EMPLOYEE_STATUSES as readonly string[]).includes(input.status)) throw new BadRequestException(M.newStatus);
    if (existing && input.status === 'PENDING' && existing.status !== 'PENDING') throw new BadRequestException(M.existingPending);
  }

  private async checkReportingManager(employeeId: number, managerId: number | null): Promise<void> {
    const companyId = currentCompanyId();
    if (managerId === null) return;
    if (managerId === employeeId) throw new BadRequestException(M.selfManager);
    await this.employees.lockReportingLines(companyId);
    const chain = await this.employees.managerChain(companyId, managerId);
    if (chain.length === 0) throw new NotFoundException(M.managerNotFound);
    if (employeeId !== 0 && chain.includes(employeeId)) throw new BadRequestException(M.managerCycle);
  }

  /**
   * The settings row's lock orders concurrent creations; a code somebody typed earlier is skipped,
   * not reused. Taking a number and inserting happen in the request's one transaction, so a failed
   * save gives its number back: codes stay gap-free.
   */
  private async insertWithGeneratedCode(fields: Omit<EmployeeFields, 'employeeCode'>): Promise<number> {
    const companyId = currentCompanyId();
    for (;;) {
      const { prefix, number } = await this.settings.takeEmployeeNumber();
      const employeeCode = generatedCode(prefix, number);
      if (await this.employees.codeTaken(companyId, employeeCode, 0)) continue;
      const id = await this.uniqueCode(() => this.employees.insert(companyId, { ...fields, employeeCode }));
      if (id) return id;
    }
  }

  /** A unique-index clash under a race is a 409, never a 500. */
  private async uniqueCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      throw translateDbError(e, HRMS_CONSTRAINTS);
    }
  }
}
