import { BadRequestException, Injectable } from '@nestjs/common';
import { gstinStateCode } from '@bizdesk/shared';
import { CompaniesService } from '../../companies/index.js';
import { MASTER_MESSAGES, MastersService } from '../../masters/index.js';
import type { SaveTradeSettingsDto, TradeSettingsView } from '../dtos/trade-settings.dtos.js';
import { TradeSettingsRepository } from '../repositories/trade-settings.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/**
 * Where the company is for GST, and whether stock may go negative.
 * The company's GST state is its GSTIN's first two digits; without a GSTIN it is the state stored
 * here; without either it is unknown, and every supply is treated as inter-state (IGST) — see
 * docs/decisions.md. Only a company with a GSTIN that is not a composition dealer collects GST;
 * the others issue bills of supply and cannot claim input GST.
 */
@Injectable()
export class TradeSettingsService {
  constructor(
    private readonly settings: TradeSettingsRepository,
    private readonly companies: CompaniesService,
    private readonly masters: MastersService,
  ) {}

  async get(): Promise<TradeSettingsView> {
    const companyId = currentCompanyId();
    const stored = (await this.settings.find(companyId)) ?? { stateId: null, allowNegativeStock: false, composition: false };
    const company = await this.companies.own();
    const fromGstin = company.gstin ? gstinStateCode(company.gstin) : null;
    const companyStateId = fromGstin ? Number(fromGstin) : stored.stateId;
    const state = companyStateId ? await this.masters.state(companyStateId) : null;
    return {
      stateId: stored.stateId,
      allowNegativeStock: stored.allowNegativeStock,
      companyGstin: company.gstin,
      companyStateId: state ? state.id : null,
      companyStateName: state ? state.name : null,
      stateSource: fromGstin ? 'GSTIN' : stored.stateId ? 'SETTING' : 'NONE',
      composition: stored.composition,
      collectsGst: Boolean(company.gstin) && !stored.composition,
    };
  }

  async save(input: SaveTradeSettingsDto): Promise<TradeSettingsView> {
    const companyId = currentCompanyId();
    const stateId = input.stateId ?? null;
    const state = stateId === null ? null : await this.masters.state(stateId);
    if (stateId !== null && !state) throw new BadRequestException('Please select state');
    const stored = await this.settings.find(companyId);
    if (state?.legacy && stored?.stateId !== state.id) throw new BadRequestException(MASTER_MESSAGES.stateRetired);
    await this.settings.upsert(companyId, {
      stateId, allowNegativeStock: input.allowNegativeStock, composition: input.composition ?? stored?.composition ?? false,
    });
    return this.get();
  }

  async companyStateId(): Promise<number | null> {
    return (await this.get()).companyStateId;
  }

  async allowNegativeStock(): Promise<boolean> {
    const companyId = currentCompanyId();
    return (await this.settings.find(companyId))?.allowNegativeStock ?? false;
  }
}
