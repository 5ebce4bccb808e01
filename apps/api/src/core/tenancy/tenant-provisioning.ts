import { Injectable, Logger, SetMetadata, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

const TENANT_PROVISIONER = 'bizdesk:tenant-provisioner';

/**
 * A module that must set a company up when the provider activates it (default chart of accounts,
 * financial year, warehouse, administrator role and menu) implements this and marks itself with
 * @TenantProvisioner(order). Provisioning must be idempotent: activation may happen more than once.
 */
export interface ProvisionsTenant {
  provision(companyId: number, manager: EntityManager): Promise<void>;
}

export const TenantProvisioner = (order = 100) => SetMetadata(TENANT_PROVISIONER, order);

@Injectable()
export class TenantProvisioning implements OnModuleInit {
  private readonly logger = new Logger(TenantProvisioning.name);
  private provisioners: { name: string; order: number; instance: ProvisionsTenant }[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.provisioners = this.discovery
      .getProviders()
      .filter((w) => w.metatype && w.instance && Reflect.getMetadata(TENANT_PROVISIONER, w.metatype) !== undefined)
      .map((w) => ({
        name: w.name as string,
        order: Reflect.getMetadata(TENANT_PROVISIONER, w.metatype!) as number,
        instance: w.instance as ProvisionsTenant,
      }))
      .sort((a, b) => a.order - b.order);
  }

  /** Runs every provisioner in the caller's transaction, so activation is all or nothing. */
  async provision(companyId: number, manager: EntityManager): Promise<void> {
    for (const p of this.provisioners) {
      await p.instance.provision(companyId, manager);
    }
    this.logger.log(`company ${companyId} provisioned by ${this.provisioners.map((p) => p.name).join(', ') || 'nothing'}`);
  }

  names(): string[] {
    return this.provisioners.map((p) => p.name);
  }
}
