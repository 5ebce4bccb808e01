import { Injectable } from '@nestjs/common';
import { indianFinancialYear } from '@bizdesk/shared';
import type { EntityManager } from 'typeorm';
import { TenantProvisioner, type ProvisionsTenant } from '../../../core/tenancy/tenant-provisioning.js';
import { CategoriesRepository } from '../repositories/categories.repository.js';
import { CoaAccountsRepository } from '../repositories/coa-accounts.repository.js';
import { FinancialYearsRepository } from '../repositories/financial-years.repository.js';
import {
  DEFAULT_ACCOUNTS, DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES, typeOfDefault,
} from './default-chart.js';

/**
 * At activation: the default chart of accounts (with system codes), default expense and income
 * categories, and the current Indian financial year, active and open. Idempotent (ON CONFLICT DO
 * NOTHING everywhere), so re-activation and the lazy call from JournalService are safe.
 */
@Injectable()
@TenantProvisioner(20)
export class AccountingProvisioner implements ProvisionsTenant {
  constructor(
    private readonly accounts: CoaAccountsRepository,
    private readonly categories: CategoriesRepository,
    private readonly years: FinancialYearsRepository,
  ) {}

  async provision(companyId: number, manager: EntityManager, today: Date = new Date()): Promise<void> {
    for (const a of DEFAULT_ACCOUNTS) {
      await this.accounts.ensureSystemAccount(manager, companyId, { ...a, type: typeOfDefault(a) });
    }
    for (const c of DEFAULT_EXPENSE_CATEGORIES) await this.categories.ensureDefault(manager, 'EXPENSE', companyId, c);
    for (const c of DEFAULT_INCOME_CATEGORIES) await this.categories.ensureDefault(manager, 'INCOME', companyId, c);
    await this.years.ensureYear(manager, companyId, indianFinancialYear(today));
  }
}
