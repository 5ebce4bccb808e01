import { Injectable } from '@nestjs/common';
import { DashboardRepository } from '../repositories/dashboard.repository.js';

/** The subscription dashboard's side panel (Subscriptions, API Keys, Due Invoices). */
@Injectable()
export class DashboardService {
  constructor(private readonly repo: DashboardRepository) {}

  counts(companyId: number) {
    return this.repo.counts(companyId);
  }
}
