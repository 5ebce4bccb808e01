import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/** What the current unit of work runs as: one company, or the explicit platform context. */
export interface TenantScope {
  /** Set for tenant work; null only inside the platform context. */
  companyId: number | null;
  platform: boolean;
  /** The transaction every repository in this unit of work must use. */
  manager: EntityManager;
  userId?: number;
}

const storage = new AsyncLocalStorage<TenantScope>();

export const tenantStorage = {
  run<T>(scope: TenantScope, fn: () => Promise<T>): Promise<T> {
    return storage.run(scope, fn);
  },
  current(): TenantScope | undefined {
    return storage.getStore();
  },
};

export class NoTenantContextError extends Error {
  constructor() {
    super('No tenant or platform context: database work must run inside TenantRunner.runAsCompany/runAsPlatform');
  }
}

/** The transaction of the current unit of work. Throws outside one: that is a bug, not a fallback. */
export function currentManager(): EntityManager {
  const scope = storage.getStore();
  if (!scope) throw new NoTenantContextError();
  return scope.manager;
}

/** The company of the current unit of work; throws in the platform context or outside any context. */
export function currentCompanyId(): number {
  const scope = storage.getStore();
  if (!scope || scope.companyId === null) throw new NoTenantContextError();
  return scope.companyId;
}
