import { Injectable } from '@nestjs/common';
import { DashboardRepository } from '../repositories/dashboard.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** The subscription dashboard's side panel (Subscriptions, API Keys, Due Invoices). */
@Injectable()
export class DashboardService {
  constructor(private readonly repo: DashboardRepository) {}

  counts() {
    const companyId = currentCompanyId();
    return this.repo.counts(companyId);
  }
}
