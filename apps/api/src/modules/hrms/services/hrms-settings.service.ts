import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { SETTING_MESSAGES, type HrmsSettingRules, type HrmsSettingVersion, type HrmsSettingView, type SaveHrmsSettingDto } from '../dtos/hrms-setting.dtos.js';
import { DEFAULT_RULES, HrmsSettingsRepository, SINCE_ALWAYS } from '../repositories/hrms-settings.repository.js';
import { LockedMonthsRepository } from '../repositories/locked-months.repository.js';
import { HrmsClock, localDate } from './hrms-clock.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** The version in force on a date (versions oldest first); before the first one, the defaults. */
export function rulesOn(versions: readonly HrmsSettingVersion[], date: string): HrmsSettingRules {
  let found: HrmsSettingRules = DEFAULT_RULES;
  for (const v of versions) {
    if (v.effectiveFrom > date) break;
    found = v;
  }
  return found;
}

/**
 * The company's HRMS settings. The day rules are versioned by date (issue 29 item 2): a save starts a version from
 * today, or from the `effectiveFrom` given (a past date re-computes the days from it, refused in a locked month), and
 * a past day is computed with the version in force on it. A company's first save applies to every day: before it
 * nothing was chosen (the defaults turn every rule off), so there is no history to keep.
 */
@Injectable()
export class HrmsSettingsService {
  constructor(
    private readonly settings: HrmsSettingsRepository,
    private readonly locked: LockedMonthsRepository,
    private readonly clock: HrmsClock,
  ) {}

  async get(): Promise<HrmsSettingView> {
    const companyId = currentCompanyId();
    const row = await this.settings.get(companyId);
    const today = localDate(this.clock.now(), row.timeZone);
    const versions = await this.settings.versions(companyId);
    const current = versions.filter((v) => v.effectiveFrom <= today).at(-1);
    const rules = current ?? DEFAULT_RULES;
    return {
      id: row.id, employeeCodePrefix: row.employeeCodePrefix, timeZone: row.timeZone,
      flexibleClockInOutMinutes: rules.flexibleClockInOutMinutes, absentAfterMinutes: rules.absentAfterMinutes,
      halfDayMinimumHours: rules.halfDayMinimumHours, fullDayMinimumHours: rules.fullDayMinimumHours,
      minimumPunchGapMinutes: rules.minimumPunchGapMinutes, missingPunchCounts: rules.missingPunchCounts, hoursBasis: rules.hoursBasis,
      effectiveFrom: current?.effectiveFrom ?? null, upcoming: versions.filter((v) => v.effectiveFrom > today),
    };
  }

  /** The versions that decide the days from `fromDate` to `toDate`, oldest first (read with `rulesOn`). */
  versionsFor(fromDate: string, toDate: string): Promise<HrmsSettingVersion[]> {
    return this.settings.versions(currentCompanyId(), fromDate, toDate);
  }

  async save(input: SaveHrmsSettingDto): Promise<HrmsSettingView> {
    const companyId = currentCompanyId();
    if (input.halfDayMinimumHours > 0 && input.fullDayMinimumHours > 0 && input.halfDayMinimumHours > input.fullDayMinimumHours) {
      throw new BadRequestException(SETTING_MESSAGES.halfAboveFull);
    }
    const row = await this.settings.get(companyId);
    const today = localDate(this.clock.now(), row.timeZone);
    const effectiveFrom = input.effectiveFrom ?? ((await this.settings.hasVersions(companyId)) ? today : SINCE_ALWAYS);
    if (effectiveFrom < today) {
      const month = await this.locked.lockedMonthOf(companyId, [effectiveFrom]);
      if (month) throw new ConflictException(SETTING_MESSAGES.lockedMonth(month));
    }
    const before = rulesOn(await this.settings.versions(companyId), effectiveFrom);
    await this.settings.saveVersion(companyId, {
      effectiveFrom,
      flexibleClockInOutMinutes: input.flexibleClockInOutMinutes,
      absentAfterMinutes: input.absentAfterMinutes,
      halfDayMinimumHours: input.halfDayMinimumHours,
      fullDayMinimumHours: input.fullDayMinimumHours,
      // Issue 29's settings are optional in the spec's body: a client that does not know them keeps them.
      minimumPunchGapMinutes: input.minimumPunchGapMinutes ?? before.minimumPunchGapMinutes,
      missingPunchCounts: input.missingPunchCounts ?? before.missingPunchCounts,
      hoursBasis: input.hoursBasis ?? before.hoursBasis,
    });
    await this.settings.save(companyId, { employeeCodePrefix: input.employeeCodePrefix, timeZone: input.timeZone ?? row.timeZone });
    return this.get();
  }

  takeEmployeeNumber() {
    const companyId = currentCompanyId();
    return this.settings.takeEmployeeNumber(companyId);
  }
}
