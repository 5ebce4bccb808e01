import { Injectable } from '@nestjs/common';
import { CompanyStatusPort, type CompanyLoginStatus, type CompanyStatusReader } from '../../auth/index.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';
import { companyStatus } from './company-view.js';

/** Tells auth whether a company's users may sign in; runs in the caller's unit of work. */
@Injectable()
@CompanyStatusPort.Implementation()
export class CompanyStatusReaderService implements CompanyStatusReader {
  constructor(private readonly companies: CompaniesRepository) {}

  async statusOf(companyId: number): Promise<CompanyLoginStatus | null> {
    const company = await this.companies.findById(companyId);
    if (!company) return null;
    return company.isProvider ? 'PROVIDER' : companyStatus(company);
  }
}
