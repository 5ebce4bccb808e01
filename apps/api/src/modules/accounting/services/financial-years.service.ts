import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { formatDate } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { translateDbError } from '../../../core/http/translate-db-error.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_CONSTRAINTS } from '../accounting.constraints.js';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import type { FinancialYearView, SaveFinancialYearDto } from '../dtos/financial-year.dtos.js';
import { FinancialYearsRepository, type FinancialYearRow } from '../repositories/financial-years.repository.js';
import { currentUserId } from './actor.js';
import { TransactionHistoryService } from './transaction-history.service.js';

export const FINANCIAL_YEAR_MODULE = 'FINANCIAL_YEAR';

export function toFinancialYearView(r: FinancialYearRow): FinancialYearView {
  return {
    id: Number(r.id), name: r.name, startDate: r.start_date, endDate: r.end_date, isActive: r.is_active, isLocked: r.is_locked,
    lockedAt: r.locked_at ? new Date(r.locked_at).toISOString() : null,
  };
}

const range = (r: { start_date: string; end_date: string }) => `${formatDate(r.start_date)} to ${formatDate(r.end_date)}`;

/**
 * Financial years: one active per company (activating one deactivates the other in the same
 * transaction), start before end, never overlapping, lockable and unlockable. Every change of the
 * active or locked flag is written to the history under FINANCIAL_YEAR.
 */
@Injectable()
export class FinancialYearsService {
  constructor(
    private readonly years: FinancialYearsRepository,
    private readonly history: TransactionHistoryService,
  ) {}

  async list(query: ListQuery): Promise<Paged<FinancialYearView>> {
    const [rows, total] = await this.years.list(currentCompanyId(), query);
    return paged(rows.map(toFinancialYearView), total, query);
  }

  async select(): Promise<{ id: number; name: string }[]> {
    return (await this.years.select(currentCompanyId())).map((r) => ({ id: Number(r.id), name: r.name }));
  }

  /** The active year, or null: the console names it before activating another. */
  async active(): Promise<FinancialYearView | null> {
    const row = await this.years.findActive(currentCompanyId());
    return row ? toFinancialYearView(row) : null;
  }

  async assertExists(id: number): Promise<void> {
    if (!(await this.years.findById(currentCompanyId(), id))) throw new NotFoundException(M.yearNotFound);
  }

  async save(input: SaveFinancialYearDto): Promise<{ year: FinancialYearView; created: boolean; message: string }> {
    const companyId = currentCompanyId();
    const userId = currentUserId();
    await this.years.lockCompanyYears(companyId);

    const current = input.id === 0 ? null : await this.years.findById(companyId, input.id, true);
    if (input.id !== 0 && !current) throw new NotFoundException(M.yearNotFound);
    if (input.endDate <= input.startDate) throw new BadRequestException(M.endBeforeStart);

    const isActive = input.isActive ?? current?.is_active ?? true;
    const isLocked = input.isLocked ?? current?.is_locked ?? false;
    const datesChanged = current && (current.start_date !== input.startDate || current.end_date !== input.endDate);
    // A locked period is frozen: its bounds move only after unlocking (otherwise records could slip out of it).
    if (current?.is_locked && datesChanged) throw new BadRequestException(M.lockedYearDates);

    if (await this.years.nameTaken(companyId, input.name, input.id)) throw new ConflictException(M.yearNameTaken);
    const overlap = await this.years.overlapping(companyId, input.startDate, input.endDate, input.id);
    if (overlap) {
      throw new ConflictException(`The dates overlap the financial year ${overlap.name} (${range(overlap)}); years cannot overlap`);
    }

    const fields = { name: input.name, startDate: input.startDate, endDate: input.endDate, isActive, isLocked };
    let id = input.id;
    let deactivated: { id: string; name: string; start_date: string; end_date: string }[] = [];
    try {
      if (isActive) deactivated = await this.years.deactivateOthers(companyId, id);
      if (current) await this.years.update(companyId, id, fields, userId);
      else id = await this.years.insert(companyId, fields, userId);
    } catch (e) {
      throw translateDbError(e, ACCOUNTING_CONSTRAINTS);
    }

    const events: string[] = [];
    if (!current) events.push(`Financial year created (${range({ start_date: input.startDate, end_date: input.endDate })})${isLocked ? ', locked' : ''}`);
    else {
      if (datesChanged) events.push(`dates ${range(current)} → ${range({ start_date: input.startDate, end_date: input.endDate })}`);
      if (current.name !== input.name) events.push(`renamed "${current.name}" → "${input.name}"`);
      if (!current.is_locked && isLocked) events.push('locked');
      if (current.is_locked && !isLocked) events.push('unlocked');
      if (!current.is_active && isActive) events.push('activated');
      if (current.is_active && !isActive) events.push('deactivated');
    }
    if (events.length) {
      await this.history.record({
        referenceModule: FINANCIAL_YEAR_MODULE, referenceId: id,
        remark: current ? `Financial year ${events.join('; ')}` : events[0], transactionDate: null, amount: null,
      });
    }
    for (const other of deactivated) {
      await this.history.record({
        referenceModule: FINANCIAL_YEAR_MODULE, referenceId: Number(other.id),
        remark: `Financial year deactivated (${input.name} activated)`, transactionDate: null, amount: null,
      });
    }
    const saved = (await this.years.findById(companyId, id))!;
    const message = !current ? 'Financial Year created successfully'
      : !current.is_locked && isLocked ? 'Financial Year locked successfully'
        : current.is_locked && !isLocked ? 'Financial Year unlocked successfully'
          : 'Financial Year updated successfully';
    // Activating this year switched the other one off: say which, so nobody is surprised later.
    const switchedOff = deactivated.map((d) => `${d.name} (${range(d)})`).join(', ');
    return {
      year: { ...toFinancialYearView(saved), deactivatedYear: deactivated[0]?.name ?? null },
      created: !current,
      message: switchedOff ? `${message}. ${switchedOff} is no longer the active year` : message,
    };
  }
}
