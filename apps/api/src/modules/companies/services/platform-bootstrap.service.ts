import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { UserAccountsService } from '../../auth/index.js';
import { MenusService } from '../../menus/index.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';

/**
 * On first start: the provider's own company and its platform administrator (SUPER_ADMIN) from
 * SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD, who must change the password at first login.
 */
@Injectable()
export class PlatformBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PlatformBootstrap');

  constructor(
    private readonly companies: CompaniesRepository,
    private readonly accounts: UserAccountsService,
    private readonly menus: MenusService,
    private readonly runner: TenantRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.runAsPlatform(async () => {
      // Serialises concurrent first starts (API and worker) on the same database.
      await currentManager().query(`SELECT pg_advisory_xact_lock(hashtext('bizdesk:platform-bootstrap'))`);
      let provider = await this.companies.findProvider();
      if (!provider) {
        provider = await this.companies.save({
          name: 'BizDesk Platform',
          address: 'Provider head office, Maharashtra',
          contactName: 'Platform Administrator',
          contactEmail: this.config.superAdminEmail,
          contactPhone: '0000000000',
          gstin: null,
          active: true,
          isProvider: true,
          activatedAt: new Date(),
        });
      }
      const roleId = await this.menus.ensureProviderAdminRole(currentManager(), Number(provider.id));
      if (!(await this.accounts.emailTaken(this.config.superAdminEmail))) {
        await this.accounts.create({
          companyId: Number(provider.id),
          email: this.config.superAdminEmail,
          name: 'Platform Administrator',
          password: this.config.superAdminPassword,
          type: 'SUPER_ADMIN',
          roleId,
          forcePasswordChange: true,
        });
        this.logger.log(`created the platform administrator ${this.config.superAdminEmail} (must change password at first login)`);
      }
    });
  }
}
