import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

/** What the current unit of work runs as: one company, or the explicit platform context. */
export interface TenantScope {
  /** Set for tenant work; null only inside the platform context. */
  companyId: number | null;
  platform: boolean;
  /** The transaction every repository in this unit of work must use. */
  manager: EntityManager;
  userId?: number;
  /** Work to do once the transaction has committed or rolled back (files written or removed with it). */
  hooks?: UnitOfWorkHooks;
  /** Set by TenantRunner on the scope it opened for a read request: see {@link EarlyCommit}. */
  earlyCommit?: EarlyCommit;
  /**
   * Whether the transaction is still open; shared by the scopes derived from it. Work started inside a unit
   * of work that outlives it (a timer, a promise left running) still sees its scope, but nothing to join.
   */
  unit?: { open: boolean };
}

/**
 * A read request's last statements may carry the transaction's COMMIT in their own write (sqlAll's
 * `last`), saving the request a round trip. Allowed only on the exact scope object the runner opened
 * (scopes derived by withPlatformContext/withCompanyContext are copies, so they never commit early), and
 * not while a nested unit of work has joined it. Once the COMMIT is sent, any further statement of the
 * unit of work is an error.
 */
export interface EarlyCommit {
  scope: TenantScope;
  joined: number;
  /** The COMMIT's answer, once it is sent with the last statements. */
  sent?: Promise<unknown>;
}

type Hook = () => unknown;

export interface UnitOfWorkHooks {
  afterCommit: Hook[];
  afterRollback: Hook[];
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

/**
 * The pg connection each open unit of work runs on, by its EntityManager: TenantRunner registers it when it
 * opens the transaction, sql()/sqlAll send to it directly, and the manager's entity repositories run on the same
 * connection (TypeORM's query runner holds it). Read through {@link connectionOf}; no TypeORM state is read.
 */
const connections = new WeakMap<EntityManager, PoolClient>();

export function bindConnection(manager: EntityManager, client: PoolClient): void {
  connections.set(manager, client);
}

export function unbindConnection(manager: EntityManager): void {
  connections.delete(manager);
}

/** The connection of the unit of work whose manager this is; undefined for a manager no runner opened (a test's fake). */
export function connectionOf(manager: EntityManager): PoolClient | undefined {
  return connections.get(manager);
}

/** The company of the current unit of work; throws in the platform context or outside any context. */
export function currentCompanyId(): number {
  const scope = storage.getStore();
  if (!scope || scope.companyId === null) throw new NoTenantContextError();
  return scope.companyId;
}

/**
 * Runs `fn` once the current transaction has committed; at once outside any unit of work. For side
 * effects that must not happen if the database change does not (deleting a stored file).
 */
export function afterCommit(fn: Hook): void {
  const hooks = storage.getStore()?.hooks;
  if (hooks) hooks.afterCommit.push(fn);
  else void Promise.resolve().then(fn).catch(() => undefined);
}

/**
 * Runs `fn` if the current transaction rolls back: undoes work outside the database that was done for it
 * (a file written for a row that is then never committed). Outside any unit of work there is nothing to undo.
 */
export function afterRollback(fn: Hook): void {
  storage.getStore()?.hooks?.afterRollback.push(fn);
}

/** Runs the hooks of a finished unit of work; a failing hook is reported, never rethrown over the result. */
export async function runUnitOfWorkHooks(hooks: Hook[], onError: (e: unknown) => void): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (e) {
      onError(e);
    }
  }
}
