import { BadRequestException, Injectable } from '@nestjs/common';
import { gstinStateCode } from '@bizdesk/shared';
import type { CompanyProfileView, UpdateOwnCompanyDto } from '../dtos/company.dtos.js';
import { CompaniesService } from './companies.service.js';
import { CompanyGstProfileService } from './company-gst-profile.service.js';

export const COMPANY_PROFILE_MESSAGES = {
  stateRequired: 'State is required for a company without a GSTIN',
  stateNotGstin: (code: string) => `The state must be the GSTIN's state (${code})`,
} as const;

/**
 * The company profile page: the company's fields and its GST state, the place of supply of the provider's
 * invoices (issue 30 item 3). With a GSTIN the state is the GSTIN's and is stored too (so removing the
 * GSTIN later keeps it); without one it is required, or kept when already stored.
 */
@Injectable()
export class CompanyProfileService {
  constructor(
    private readonly companies: CompaniesService,
    private readonly gst: CompanyGstProfileService,
  ) {}

  async own(): Promise<CompanyProfileView> {
    const [company, gst] = await Promise.all([this.companies.own(), this.gst.get()]);
    return { ...company, stateId: gst.stateId, stateName: gst.stateName, stateSource: gst.stateSource };
  }

  async update(input: UpdateOwnCompanyDto): Promise<CompanyProfileView> {
    const before = await this.gst.get();
    const fromGstin = input.gstin ? gstinStateCode(input.gstin) : null;
    let stateId: number | null;
    if (fromGstin) {
      if (input.stateId != null && input.stateId !== Number(fromGstin)) throw new BadRequestException(COMPANY_PROFILE_MESSAGES.stateNotGstin(fromGstin));
      stateId = Number(fromGstin);
    } else {
      // Kept: the stored state, or the state of the GSTIN being removed.
      stateId = input.stateId ?? before.stateId;
      if (!stateId) throw new BadRequestException(COMPANY_PROFILE_MESSAGES.stateRequired);
    }
    await this.companies.updateOwn(input);
    await this.gst.save({ stateId });
    return this.own();
  }
}
