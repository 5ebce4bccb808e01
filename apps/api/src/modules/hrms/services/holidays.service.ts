import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { FIRST_HOLIDAY_YEAR, HOLIDAY_MESSAGES, type HolidayView, type SaveHolidayDto } from '../dtos/holiday.dtos.js';
import { HolidaysRepository } from '../repositories/holidays.repository.js';
import { LockedMonthsRepository } from '../repositories/locked-months.repository.js';
import { HrmsClock } from './hrms-clock.js';
import { OrgMastersService } from './org-masters.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const M = HOLIDAY_MESSAGES;

/** Holidays by year; a REGIONAL holiday belongs to one branch, every other type to all branches. */
@Injectable()
export class HolidaysService {
  constructor(
    private readonly holidays: HolidaysRepository,
    private readonly masters: OrgMastersService,
    private readonly clock: HrmsClock,
    private readonly locked: LockedMonthsRepository,
  ) {}

  /**
   * Holidays are dated, so a change moves only the days it names (issue 29 item 2); days of a locked month are not
   * changed by anything, so a holiday dated in one (before or after the edit) is refused rather than saved to no
   * effect. Past holidays of open months stay editable (a forgotten holiday is entered afterwards); the audit trail
   * keeps every change.
   */
  private async checkUnlocked(dates: string[]): Promise<void> {
    const month = await this.locked.lockedMonthOf(currentCompanyId(), dates);
    if (month) throw new ConflictException(M.lockedMonth(month));
  }

  /**
   * The year choice runs from 2024 (the spec's first year) to next year (in the company's time zone), so HR can
   * publish next year's list in December and still see, edit and delete it (issue 29 item 7).
   */
  async list(year: number | undefined): Promise<HolidayView[]> {
    const companyId = currentCompanyId();
    const currentYear = Number((await this.clock.today()).slice(0, 4));
    const chosen = year ?? currentYear;
    if (!Number.isInteger(chosen) || chosen < FIRST_HOLIDAY_YEAR || chosen > currentYear + 1) throw new BadRequestException(M.year(currentYear + 1));
    return this.holidays.byYear(companyId, chosen);
  }

  /** A holiday is saved only in a year the list can show. */
  private async checkYear(date: string): Promise<void> {
    const lastYear = Number((await this.clock.today()).slice(0, 4)) + 1;
    const year = Number(date.slice(0, 4));
    if (year < FIRST_HOLIDAY_YEAR || year > lastYear) throw new BadRequestException(M.year(lastYear));
  }

  inRange(fromDate: string, toDate: string): Promise<HolidayView[]> {
    const companyId = currentCompanyId();
    return this.holidays.inRange(companyId, fromDate, toDate);
  }

  async save(input: SaveHolidayDto): Promise<HolidayView> {
    const companyId = currentCompanyId();
    await this.checkYear(input.holidayDate);
    const branchId = input.holidayType === 'REGIONAL' ? (input.branchId ?? null) : null;
    if (input.holidayType === 'REGIONAL' && branchId === null) throw new BadRequestException(M.branchRequired);
    if (branchId !== null) await this.masters.require('branch', branchId);
    const previous = input.id === 0 ? null : await this.holidays.find(companyId, input.id);
    if (input.id !== 0 && !previous) throw new NotFoundException(M.notFound);
    await this.checkUnlocked(previous ? [previous.holidayDate, input.holidayDate] : [input.holidayDate]);
    if (await this.holidays.sameDayExists(companyId, input.holidayDate, branchId, input.id)) throw new ConflictException(M.sameDay);
    const fields = { name: input.name, holidayType: input.holidayType, holidayDate: input.holidayDate, description: input.description ?? null, branchId };
    let id = input.id;
    if (id === 0) id = await this.holidays.insert(companyId, fields);
    else await this.holidays.update(companyId, id, fields);
    return (await this.holidays.find(companyId, id))!;
  }

  async delete(id: number): Promise<void> {
    const companyId = currentCompanyId();
    const holiday = await this.holidays.find(companyId, id);
    if (!holiday) throw new NotFoundException(M.notFound);
    await this.checkUnlocked([holiday.holidayDate]);
    if (!(await this.holidays.delete(companyId, id))) throw new NotFoundException(M.notFound);
  }
}
