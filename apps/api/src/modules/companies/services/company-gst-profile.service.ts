import { BadRequestException, Injectable } from '@nestjs/common';
import { gstinStateCode } from '@bizdesk/shared';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { MASTER_MESSAGES, MastersService } from '../../masters/index.js';
import { CompanyGstProfileRepository } from '../repositories/company-gst-profile.repository.js';
import { CompaniesService } from './companies.service.js';

/** Who the company is for GST: what billing, sales and inventory tax by. */
export interface CompanyGstProfile {
  gstin: string | null;
  /** The stored state (used only without a GSTIN). */
  storedStateId: number | null;
  /** The GST state in force: from the GSTIN, else the stored state, else unknown. */
  stateId: number | null;
  stateName: string | null;
  stateSource: 'GSTIN' | 'SETTING' | 'NONE';
  /** Registration type: a composition dealer issues bills of supply and claims no input GST. */
  composition: boolean;
  /** A GSTIN and not composition: sales are tax invoices with GST and purchases book input GST. */
  collectsGst: boolean;
}

/**
 * The company's GST profile: its GSTIN, its GST state and its registration type (regular or composition).
 * The GST state is the GSTIN's first two digits; without a GSTIN it is the stored state; without either it
 * is unknown, and every supply is treated as inter-state (IGST) — see docs/decisions.md. Only a company with
 * a GSTIN that is not a composition dealer collects GST; the others issue bills of supply and cannot claim
 * input GST. Runs in the caller's tenant context.
 */
@Injectable()
export class CompanyGstProfileService {
  constructor(
    private readonly profiles: CompanyGstProfileRepository,
    private readonly companies: CompaniesService,
    private readonly masters: MastersService,
  ) {}

  async get(): Promise<CompanyGstProfile> {
    const stored = (await this.profiles.find(currentCompanyId())) ?? { stateId: null, composition: false };
    const company = await this.companies.own();
    const fromGstin = company.gstin ? gstinStateCode(company.gstin) : null;
    const stateId = fromGstin ? Number(fromGstin) : stored.stateId;
    const state = stateId ? await this.masters.state(stateId) : null;
    return {
      gstin: company.gstin,
      storedStateId: stored.stateId,
      stateId: state ? state.id : null,
      stateName: state ? state.name : null,
      stateSource: fromGstin ? 'GSTIN' : stored.stateId ? 'SETTING' : 'NONE',
      composition: stored.composition,
      collectsGst: Boolean(company.gstin) && !stored.composition,
    };
  }

  /** The GST state in force, or null when unknown. */
  async stateId(): Promise<number | null> {
    return (await this.get()).stateId;
  }

  /**
   * Stores the state used without a GSTIN ('Please select state' when unknown; a retired code only if already
   * stored) and the registration type (unchanged when not given).
   */
  async save(input: { stateId: number | null; composition?: boolean }): Promise<void> {
    const companyId = currentCompanyId();
    const state = input.stateId === null ? null : await this.masters.state(input.stateId);
    if (input.stateId !== null && !state) throw new BadRequestException('Please select state');
    const stored = await this.profiles.find(companyId);
    if (state?.legacy && stored?.stateId !== state.id) throw new BadRequestException(MASTER_MESSAGES.stateRetired);
    await this.profiles.upsert(companyId, { stateId: input.stateId, composition: input.composition ?? stored?.composition ?? false });
  }
}
