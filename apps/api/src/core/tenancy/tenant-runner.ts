import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { DatabaseEndpoints } from '../database/database-bootstrap.js';
import { DATABASE_ENDPOINTS } from '../database/database.module.js';
import { platformContextKeyFromAppUrl } from '../database/platform-context.js';
import { runUnitOfWorkHooks, tenantStorage, type TenantScope, type UnitOfWorkHooks } from './tenant-context.js';

/** A unit of work opened inside another for a different scope: a second connection held by one request. */
export class NestedUnitOfWorkError extends Error {
  constructor(outer: string, inner: string) {
    super(`${inner} opened inside an open ${outer} transaction: join it (TenantRunner.withPlatformContext) or run it after`);
  }
}

const describeScope = (s: { companyId: number | null; platform: boolean }) => (s.platform ? 'platform' : `company ${s.companyId}`);

/**
 * Opens the transaction a unit of work runs in and tells PostgreSQL whose it is, so row-level
 * security applies to every statement. set_config(..., true) is transaction-local, so pooled
 * connections never carry a tenant over to the next borrower.
 */
@Injectable()
export class TenantRunner {
  /** What app.platform must hold for the policies to allow platform work (see core/database/platform-context.ts). */
  private readonly platformKey: string;
  private readonly logger = new Logger('TenantRunner');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_ENDPOINTS) endpoints: DatabaseEndpoints,
  ) {
    this.platformKey = platformContextKeyFromAppUrl(endpoints.appUrl);
  }

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
    // A second transaction while one is open holds two pooled connections: enough requests doing it at
    // once wait on each other for ever (issue 17 item 3). In development and tests that is an error at once.
    if (outer && ['development', 'test'].includes(process.env.NODE_ENV || 'development')) throw new NestedUnitOfWorkError(describeScope(outer), describeScope(scope));
    const hooks: UnitOfWorkHooks = { afterCommit: [], afterRollback: [] };
    const report = (e: unknown) => this.logger.error(`after-transaction hook failed: ${e instanceof Error ? e.message : String(e)}`);
    let result: T;
    try {
      result = await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT set_config('app.company_id', $1, true), set_config('app.platform', $2, true)`, [
          scope.companyId === null ? '' : String(scope.companyId),
          scope.platform ? this.platformKey : '',
        ]);
        return tenantStorage.run({ ...scope, manager, hooks }, () => fn(manager));
      });
    } catch (e) {
      await runUnitOfWorkHooks(hooks.afterRollback, report);
      throw e;
    }
    await runUnitOfWorkHooks(hooks.afterCommit, report);
    return result;
  }

  /**
   * Provider-level reads from inside an open tenant transaction (a route that serves the provider and
   * tenants alike): the platform context is switched on in the same transaction, then off again.
   */
  async withPlatformContext<T>(fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    const outer = tenantStorage.current();
    if (!outer) return this.runAsPlatform(fn);
    if (outer.platform) return fn(outer.manager);
    await outer.manager.query(`SELECT set_config('app.platform', $1, true)`, [this.platformKey]);
    try {
      return await tenantStorage.run({ ...outer, companyId: null, platform: true }, () => fn(outer.manager));
    } finally {
      // After a failed statement the transaction is aborted and rolls back anyway.
      await outer.manager.query(`SELECT set_config('app.platform', '', true)`).catch(() => undefined);
    }
  }

  /**
   * One company's work inside an open unit of work for another scope, in the same transaction (e.g. the
   * provider's own ledger posting for an invoice issued to a tenant, which must commit or roll back with the
   * invoice). Switches app.company_id and app.platform for the duration, then restores the outer scope.
   * Server code only: nothing a caller sends chooses the company.
   */
  async withCompanyContext<T>(companyId: number, fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid company id ${companyId}`);
    const outer = tenantStorage.current();
    if (!outer) return this.runAsCompany(companyId, fn);
    if (!outer.platform && outer.companyId === companyId) return fn(outer.manager);
    const set = (company: number | null, platform: boolean) =>
      outer.manager.query(`SELECT set_config('app.company_id', $1, true), set_config('app.platform', $2, true)`, [
        company === null ? '' : String(company),
        platform ? this.platformKey : '',
      ]);
    await set(companyId, false);
    try {
      return await tenantStorage.run({ ...outer, companyId, platform: false }, () => fn(outer.manager));
    } finally {
      // After a failed statement the transaction is aborted and rolls back anyway.
      await set(outer.companyId, outer.platform).catch(() => undefined);
    }
  }
}
