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
import { ShiftAssignmentsService } from './shift-assignments.service.js';
import { ShiftsService } from './shifts.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const M = EMPLOYEE_MESSAGES;

/** Generated codes: the prefix then the number, at least four digits (EMP0001). */
export function generatedCode(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(4, '0')}`;
}

/** Statuses after which the employee has (or will have) a last working day. */
const LEAVING_STATUSES = new Set(['RESIGNED', 'TERMINATED', 'INACTIVE']);
/** Statuses that end employment: the last working day is required, and after it the employee leaves headcount and attendance (issue 29). */
const GONE_STATUSES = new Set(['RESIGNED', 'TERMINATED']);
/** The youngest age at which anyone may join (the Child and Adolescent Labour Act's 14 years). */
export const MINIMUM_JOINING_AGE = 14;

/** The date `years` years after an ISO date (29 Feb goes to 28 Feb in a common year). */
export function yearsAfter(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${String(y).padStart(4, '0')}-${md === '02-29' && !leap ? '02-28' : md}`;
}

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
    private readonly assignments: ShiftAssignmentsService,
  ) {}

  async list(query: ListQuery, filter: EmployeeListFilter): Promise<Paged<EmployeeView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.employees.list(companyId, query, filter);
    return paged(await this.withTodaysShift(rows), total, query);
  }

  options() {
    const companyId = currentCompanyId();
    return this.employees.options(companyId);
  }

  async require(id: number): Promise<EmployeeView> {
    const companyId = currentCompanyId();
    const row = await this.employees.find(companyId, id);
    if (!row) throw new NotFoundException(M.notFound);
    return (await this.withTodaysShift([row]))[0];
  }

  /** shiftId and shiftName are the shift in force today (a change dated in the future shows from its day on). */
  private async withTodaysShift(rows: EmployeeView[]): Promise<EmployeeView[]> {
    if (rows.length === 0) return rows;
    const todays = await this.assignments.todays(rows.map((r) => r.id));
    return rows.map((r) => {
      const s = todays.get(r.id);
      return s ? { ...r, shiftId: s.shiftId, shiftName: s.shiftName } : r;
    });
  }

  async save(input: SaveEmployeeDto): Promise<{ employee: EmployeeView; created: boolean }> {
    const companyId = currentCompanyId();
    const existing = input.id === 0 ? null : await this.require(input.id);
    if (existing?.deleted) throw new BadRequestException(M.deletedEdit);
    this.checkStatus(input, existing);
    if (input.dateOfBirth > (await this.clock.today())) throw new BadRequestException(M.dateOfBirthFuture);
    if (input.dateOfJoining < yearsAfter(input.dateOfBirth, MINIMUM_JOINING_AGE)) throw new BadRequestException(M.joiningAge);
    const lwd = existing && LEAVING_STATUSES.has(input.status) ? (input.lwd ?? null) : null;
    if (existing && GONE_STATUSES.has(input.status) && !lwd) throw new BadRequestException(M.lwdRequired);
    if (lwd && lwd < input.dateOfJoining) throw new BadRequestException(M.lwdBeforeJoining);

    await this.masters.require('branch', input.branchId);
    if (input.departmentId) await this.masters.require('department', input.departmentId);
    if (input.designationId) await this.masters.require('designation', input.designationId);
    await this.shifts.require(input.shiftId);
    await this.checkReportingManager(input.id, input.reportingManagerId ?? null);

    const deviceUserId = input.deviceUserId === undefined ? (existing?.deviceUserId ?? null) : input.deviceUserId;
    if (deviceUserId && (await this.employees.deviceUserIdTaken(companyId, deviceUserId, existing?.id ?? 0))) throw new ConflictException(M.deviceUserIdTaken);
    const fields = employeeFields(input, lwd, deviceUserId);

    if (existing) {
      // The shift is a history (issue 29 item 2): the row keeps today's shift, the change is dated below.
      fields.shiftId = existing.shiftId;
      const employeeCode = input.employeeCode ?? existing.employeeCode;
      if (await this.employees.codeTaken(companyId, employeeCode, existing.id)) throw new ConflictException(M.codeTaken);
      if (!(await this.uniqueCode(() => this.employees.update(companyId, existing.id, { ...fields, employeeCode })))) {
        throw new ConflictException(M.codeTaken);
      }
      await this.assignments.fromEmployeeSave(existing.id, input.dateOfJoining, existing.shiftId, input.shiftId, input.shiftEffectiveFrom);
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
    await this.assignments.start(id!, input.shiftId, input.dateOfJoining);
    return { employee: await this.require(id!), created: true };
  }

  /**
   * Attendance's "assign unmatched punches": the employee is known to devices by this id from now on (issue 29
   * item 6). 409 when another employee has it; the same id again is a no-op.
   */
  async assignDeviceUserId(id: number, deviceUserId: string): Promise<void> {
    const companyId = currentCompanyId();
    const employee = await this.require(id);
    if (employee.deviceUserId?.toLowerCase() === deviceUserId.toLowerCase()) return;
    if (await this.employees.deviceUserIdTaken(companyId, deviceUserId, id)) throw new ConflictException(M.deviceUserIdTaken);
    await this.uniqueCode(() => this.employees.setDeviceUserId(companyId, id, deviceUserId));
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
