import { Injectable } from '@nestjs/common';
import { CompanyGstProfileService } from '../../companies/index.js';
import type { SaveTradeSettingsDto, TradeSettingsView } from '../dtos/trade-settings.dtos.js';
import { TradeSettingsRepository } from '../repositories/trade-settings.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/**
 * The POS "inventory setting" screen: the company's GST profile (owned by the companies module, which every
 * module asks for GSTIN, GST state and registration type) shown and saved together with inventory's own
 * rule, whether stock may go negative.
 */
@Injectable()
export class TradeSettingsService {
  constructor(
    private readonly settings: TradeSettingsRepository,
    private readonly gstProfile: CompanyGstProfileService,
  ) {}

  async get(): Promise<TradeSettingsView> {
    const profile = await this.gstProfile.get();
    return {
      stateId: profile.storedStateId,
      allowNegativeStock: await this.allowNegativeStock(),
      companyGstin: profile.gstin,
      companyStateId: profile.stateId,
      companyStateName: profile.stateName,
      stateSource: profile.stateSource,
      composition: profile.composition,
      collectsGst: profile.collectsGst,
    };
  }

  async save(input: SaveTradeSettingsDto): Promise<TradeSettingsView> {
    await this.gstProfile.save({ stateId: input.stateId ?? null, composition: input.composition });
    await this.settings.saveAllowNegativeStock(currentCompanyId(), input.allowNegativeStock);
    return this.get();
  }

  async allowNegativeStock(): Promise<boolean> {
    return (await this.settings.allowNegativeStock(currentCompanyId())) ?? false;
  }
}
