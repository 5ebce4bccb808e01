import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TenantProvisioner, type ProvisionsTenant } from '../../../core/tenancy/tenant-provisioning.js';
import { WarehousesRepository } from '../repositories/warehouses.repository.js';

/** Activation gives a company its default 'Main Warehouse' (idempotent: never a second one). */
@Injectable()
@TenantProvisioner(30)
export class WarehouseProvisioner implements ProvisionsTenant {
  constructor(private readonly warehouses: WarehousesRepository) {}

  async provision(companyId: number, manager: EntityManager): Promise<void> {
    await this.warehouses.provisionDefault(manager, companyId);
  }
}
