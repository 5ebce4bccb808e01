import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { formatDate, isIsoDate } from '@bizdesk/shared';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_MESSAGES, lockedYearMessage } from '../accounting.messages.js';
import { FinancialYearsRepository } from '../repositories/financial-years.repository.js';

/** Refusal of a create, edit or delete dated inside a locked financial year (HTTP 409, status CONFLICT). */
export class FinancialYearLockedException extends ConflictException {
  constructor(
    readonly yearName: string,
    startDate: string,
    endDate: string,
  ) {
    super(lockedYearMessage(yearName, formatDate(startDate), formatDate(endDate)));
  }
}

/**
 * The one check every dated accounting write goes through (expenses, income, journals of other modules).
 * Usage: `await financialYearGuard.assertOpen('2026-11-23')` inside the request's transaction.
 * The covering year is share-locked until the transaction ends, so locking a year and posting into it
 * serialise: either the post commits first, or it waits and is refused.
 * A date that no financial year covers is allowed (only locked years refuse).
 */
@Injectable()
export class FinancialYearGuard {
  constructor(private readonly years: FinancialYearsRepository) {}

  async assertOpen(date: string): Promise<void> {
    if (!isIsoDate(date)) throw new BadRequestException(ACCOUNTING_MESSAGES.dateInvalid);
    const covering = await this.years.coveringForShare(currentCompanyId(), date);
    const locked = covering.find((y) => y.is_locked);
    if (locked) throw new FinancialYearLockedException(locked.name, locked.start_date, locked.end_date);
  }
}
