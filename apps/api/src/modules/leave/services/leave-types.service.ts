import { Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { translateDbError } from '../../../core/http/translate-db-error.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { LEAVE_MESSAGES as M, type LeaveTypeOption, type LeaveTypeView, type SaveLeaveTypeDto } from '../dtos/leave.dtos.js';
import { LEAVE_TYPE_CONSTRAINTS } from '../leave.constraints.js';
import { LeaveTypesRepository } from '../repositories/leave-types.repository.js';

/** Leave types (issue 29 item 4): paid or unpaid, a yearly quota, carry forward, and whether the balance may go below zero. */
@Injectable()
export class LeaveTypesService {
  constructor(private readonly types: LeaveTypesRepository) {}

  async list(query: ListQuery): Promise<Paged<LeaveTypeView>> {
    const [rows, total] = await this.types.list(currentCompanyId(), query.search, query.sortBy, query.sortDirection, query.offset, query.size);
    return paged(rows, total, query);
  }

  options(): Promise<LeaveTypeOption[]> {
    return this.types.options(currentCompanyId());
  }

  /** The type, or 404 (another company's id included). */
  async require(id: number): Promise<LeaveTypeView> {
    const found = await this.types.find(currentCompanyId(), id);
    if (!found) throw new NotFoundException(M.typeNotFound);
    return found;
  }

  async save(input: SaveLeaveTypeDto): Promise<LeaveTypeView> {
    const companyId = currentCompanyId();
    if (input.id !== 0) await this.require(input.id);
    try {
      const id = input.id === 0 ? await this.types.insert(companyId, input) : (await this.types.update(companyId, input), input.id);
      return (await this.types.find(companyId, id))!;
    } catch (e) {
      throw translateDbError(e, LEAVE_TYPE_CONSTRAINTS);
    }
  }

  async remove(id: number): Promise<void> {
    await this.require(id);
    try {
      await this.types.remove(currentCompanyId(), id);
    } catch (e) {
      throw translateDbError(e, LEAVE_TYPE_CONSTRAINTS);
    }
  }
}
