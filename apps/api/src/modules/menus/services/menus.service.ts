import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ROLE_PERMISSIONS, type CompanyRole } from '../../../core/tenancy/permissions.js';
import { TenantProvisioner, type ProvisionsTenant } from '../../../core/tenancy/tenant-provisioning.js';
import { MenusRepository, type MenuEntryRow } from '../repositories/menus.repository.js';
import { pruneMenu } from './menu-tree.js';

export type MenuEntry = MenuEntryRow;

@Injectable()
@TenantProvisioner(10)
export class MenusService implements ProvisionsTenant {
  constructor(private readonly menus: MenusRepository) {}

  /**
   * The stored-menu entries the console builds its side menu and top dropdown from: those the role's
   * permissions reach (ROLE_PERMISSIONS) among the applications the company subscribes to.
   */
  async menuFor(user: { role: CompanyRole; companyId: number; type: string }): Promise<MenuEntry[]> {
    return pruneMenu(await this.menus.entriesFor(ROLE_PERMISSIONS[user.role], user.companyId, user.type));
  }

  /** Activation gives the company its administrator role with the full tenant menu. */
  async provision(companyId: number, manager: EntityManager): Promise<void> {
    await this.menus.ensureAdminRole(manager, companyId, false);
  }

  /** The provider's own administrator role also sees Companies and WhatsApp. */
  ensureProviderAdminRole(manager: EntityManager, companyId: number): Promise<number> {
    return this.menus.ensureAdminRole(manager, companyId, true);
  }

  adminRoleFor(manager: EntityManager, companyId: number): Promise<number> {
    return this.menus.ensureAdminRole(manager, companyId, false);
  }

  subscribedApplications(companyId: number): Promise<number[]> {
    return this.menus.subscribedApplications(companyId);
  }
}
