import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { tenantStorage, type TenantScope } from './tenant-context.js';

/**
 * Opens the transaction a unit of work runs in and tells PostgreSQL whose it is, so row-level
 * security applies to every statement. set_config(..., true) is transaction-local, so pooled
 * connections never carry a tenant over to the next borrower.
 */
@Injectable()
export class TenantRunner {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  runAsCompany<T>(companyId: number, fn: (manager: EntityManager) => Promise<T>, userId?: number): Promise<T> {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid company id ${companyId}`);
    return this.run({ companyId, platform: false, userId }, fn);
  }

  /** Provider-level work (company list, activation, billing runs, inbox): the policies allow it explicitly. */
  runAsPlatform<T>(fn: (manager: EntityManager) => Promise<T>, userId?: number): Promise<T> {
    return this.run({ companyId: null, platform: true, userId }, fn);
  }

  private async run<T>(scope: Omit<TenantScope, 'manager'>, fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    const outer = tenantStorage.current();
    // Nested calls for the same scope join the open transaction instead of opening a second one.
    if (outer && outer.companyId === scope.companyId && outer.platform === scope.platform) {
      return fn(outer.manager);
    }
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT set_config('app.company_id', $1, true), set_config('app.platform', $2, true)`, [
        scope.companyId === null ? '' : String(scope.companyId),
        scope.platform ? 'on' : 'off',
      ]);
      return tenantStorage.run({ ...scope, manager }, () => fn(manager));
    });
  }
}
