import { BadRequestException, Injectable } from '@nestjs/common';
import { SETTING_MESSAGES, type HrmsSettingView, type SaveHrmsSettingDto } from '../dtos/hrms-setting.dtos.js';
import { HrmsSettingsRepository } from '../repositories/hrms-settings.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

@Injectable()
export class HrmsSettingsService {
  constructor(private readonly settings: HrmsSettingsRepository) {}

  get(): Promise<HrmsSettingView> {
    const companyId = currentCompanyId();
    return this.settings.get(companyId);
  }

  async save(input: SaveHrmsSettingDto): Promise<HrmsSettingView> {
    const companyId = currentCompanyId();
    if (input.halfDayMinimumHours > 0 && input.fullDayMinimumHours > 0 && input.halfDayMinimumHours > input.fullDayMinimumHours) {
      throw new BadRequestException(SETTING_MESSAGES.halfAboveFull);
    }
    const current = await this.settings.get(companyId);
    return this.settings.save(companyId, {
      employeeCodePrefix: input.employeeCodePrefix,
      flexibleClockInOutMinutes: input.flexibleClockInOutMinutes,
      absentAfterMinutes: input.absentAfterMinutes,
      halfDayMinimumHours: input.halfDayMinimumHours,
      fullDayMinimumHours: input.fullDayMinimumHours,
      timeZone: input.timeZone ?? current.timeZone,
      // Issue 29's settings are optional in the spec's body: a client that does not know them keeps them.
      minimumPunchGapMinutes: input.minimumPunchGapMinutes ?? current.minimumPunchGapMinutes,
      missingPunchCounts: input.missingPunchCounts ?? current.missingPunchCounts,
      hoursBasis: input.hoursBasis ?? current.hoursBasis,
    });
  }

  takeEmployeeNumber() {
    const companyId = currentCompanyId();
    return this.settings.takeEmployeeNumber(companyId);
  }
}
