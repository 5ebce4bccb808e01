import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PoolClient, QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { DatabaseEndpoints } from '../database/database-bootstrap.js';
import { DATABASE_ENDPOINTS } from '../database/database.module.js';
import { inOneWrite } from '../database/one-write.js';
import { DeferredOpening } from './deferred-opening.js';
import { companyTokensFromAppUrl } from '../database/company-context.js';
import { platformContextKeyFromAppUrl } from '../database/platform-context.js';
import { requestOrigin } from './request-origin.js';
import { bindConnection, connectionOf, runUnitOfWorkHooks, tenantStorage, unbindConnection, type EarlyCommit, type TenantScope, type UnitOfWorkHooks } from './tenant-context.js';

/** A unit of work opened inside another for a different scope: a second connection held by one request. */
export class NestedUnitOfWorkError extends Error {
  constructor(outer: string, inner: string) {
    super(`${inner} opened inside an open ${outer} transaction: join it (TenantRunner.withPlatformContext) or run it after`);
  }
}

/**
 * A statement sent in the same round trip as BEGIN and the tenant settings, its rows handed to the unit of
 * work (the request's session check). Named, so each pooled connection prepares it once.
 */
export interface OpeningStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The scope's settings in one statement; prepared once per pooled connection. The company counts for the
 * policies only with its token (core/database/company-context.ts), the platform context only with its key.
 */
const SET_SCOPE_TEXT = `SELECT set_config('app.company_id', $1, true), set_config('app.company_token', $2, true), set_config('app.platform', $3, true), set_config('app.user_id', $4, true), set_config('app.client_address', $5, true)`;
const SET_SCOPE = { name: 'bizdesk_set_scope', text: SET_SCOPE_TEXT };

export interface RunOptions {
  /**
   * The unit of work only reads (an HTTP GET): its last statements may carry the COMMIT (sqlAll's `last`,
   * see EarlyCommit in tenant-context.ts). Writes never commit early (the idempotency claim's answer is
   * stored after the handler returns).
   */
  readRequest?: boolean;
  /**
   * Instead of an opening statement whose rows the work needs first: a statement that fails to refuse
   * (the session confirmation of a GET). The transaction then opens with the work's first statement, all in
   * one write (see DeferredOpening); the run fails with ConfirmationRefused if it failed, whatever the work
   * did meanwhile, and nothing commits.
   */
  confirmation?: OpeningStatement;
}

/**
 * The scope of the unit of work this code runs in, if its transaction is still open. Work a unit of work left
 * running after it ended (a timer, a promise it did not await) still sees its scope, but has nothing to join.
 */
function openScope(): TenantScope | undefined {
  const scope = tenantStorage.current();
  return scope?.unit?.open === false ? undefined : scope;
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
  /** What app.company_token must hold next to a company's id (see core/database/company-context.ts). */
  private readonly companyToken: (companyId: number) => string;
  private readonly logger = new Logger('TenantRunner');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_ENDPOINTS) endpoints: DatabaseEndpoints,
  ) {
    this.platformKey = platformContextKeyFromAppUrl(endpoints.appUrl);
    this.companyToken = companyTokensFromAppUrl(endpoints.appUrl);
  }

  runAsCompany<T>(
    companyId: number,
    fn: (manager: EntityManager, opening: QueryResultRow[]) => Promise<T>,
    userId?: number,
    opening?: OpeningStatement,
    options: RunOptions = {},
  ): Promise<T> {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid company id ${companyId}`);
    return this.run({ companyId, platform: false, userId }, fn, opening, options);
  }

  /** Provider-level work (company list, activation, billing runs, inbox): the policies allow it explicitly. */
  runAsPlatform<T>(
    fn: (manager: EntityManager, opening: QueryResultRow[]) => Promise<T>,
    userId?: number,
    opening?: OpeningStatement,
    options: RunOptions = {},
  ): Promise<T> {
    return this.run({ companyId: null, platform: true, userId }, fn, opening, options);
  }

  private async run<T>(
    scope: Omit<TenantScope, 'manager'>,
    fn: (manager: EntityManager, opening: QueryResultRow[]) => Promise<T>,
    opening?: OpeningStatement,
    options: RunOptions = {},
  ): Promise<T> {
    const outer = openScope();
    // Nested calls for the same scope join the open transaction instead of opening a second one.
    if (outer && outer.companyId === scope.companyId && outer.platform === scope.platform) {
      // While joined, the outer unit of work's statements are not its last: no early COMMIT.
      const early = outer.earlyCommit;
      if (early) early.joined++;
      try {
        const client = this.clientOf(outer.manager);
        if (options.confirmation) await client.query(options.confirmation.text, options.confirmation.values);
        return await fn(outer.manager, opening ? (await client.query(opening.text, opening.values)).rows : []);
      } finally {
        if (early) early.joined--;
      }
    }
    // A second transaction while one is open holds two pooled connections: enough requests doing it at
    // once wait on each other for ever (issue 17 item 3). An error at once, in production too (issue 24): the
    // check is the store lookup above, and a unit of work that nests fails the same way everywhere.
    if (outer) throw new NestedUnitOfWorkError(describeScope(outer), describeScope(scope));
    const hooks: UnitOfWorkHooks = { afterCommit: [], afterRollback: [] };
    const unit = { open: true };
    const report = (e: unknown) => this.logger.error(`after-transaction hook failed: ${e instanceof Error ? e.message : String(e)}`);
    // TypeORM's query runner only lends the pooled connection (public connect/release) and carries the
    // EntityManager the entity repositories use on it; the transaction is this runner's, sent on the pg
    // client itself. TypeORM is never told a transaction is open, so it must never open one of its own
    // (repository saves pass { transaction: false }; TypeOrmTransactionGuard refuses any attempt).
    const queryRunner = this.dataSource.createQueryRunner();
    const manager = queryRunner.manager;
    let client: PoolClient | undefined;
    let early: EarlyCommit | undefined;
    let deferred: DeferredOpening | undefined;
    /** Whether a COMMIT or ROLLBACK may still be owed (BEGIN sent or about to be, nothing ended it yet). */
    let open = false;
    let result: T;
    try {
      try {
        client = (await queryRunner.connect()) as PoolClient;
        bindConnection(manager, client);
        open = true;
        let rows: QueryResultRow[] = [];
        if (options.confirmation) deferred = new DeferredOpening(client, ['BEGIN', { ...SET_SCOPE, values: this.scopeValues(scope) }, options.confirmation]);
        else rows = await this.begin(client, scope, opening);
        const top: TenantScope = { ...scope, manager, hooks, unit };
        if (options.readRequest) top.earlyCommit = early = { scope: top, joined: 0 };
        result = await tenantStorage.run(top, () => fn(manager, rows));
        // Nothing commits or answers before the confirmation passed, whatever the work made of its errors.
        await deferred?.settle();
        open = false;
        if (early?.sent) await early.sent;
        else await client.query('COMMIT');
      } catch (e) {
        // A refused confirmation is the reason, whatever the work made of the failures it caused.
        const refused = await deferred?.refusal();
        if (refused) e = refused;
        if (early?.sent) {
          // The COMMIT already left with the last statements: after a failed one PostgreSQL answers it
          // with ROLLBACK; either way the transaction is over.
          await early.sent.catch(() => undefined);
        } else if (open && client) {
          // A connection that cannot roll back is broken: pg reports it to the pool, which drops it.
          await client.query('ROLLBACK').catch(() => undefined);
        }
        throw e;
      } finally {
        unit.open = false;
        deferred?.restore();
        unbindConnection(manager);
        await queryRunner.release();
      }
    } catch (e) {
      await runUnitOfWorkHooks(hooks.afterRollback, report);
      throw e;
    }
    await runUnitOfWorkHooks(hooks.afterCommit, report);
    return result;
  }

  /**
   * BEGIN, the scope's settings and the opening statement leave in one write and come back in one round
   * trip (the pool's connections pipeline: core/database/pool-settings.ts), where waiting for BEGIN's answer
   * before sending the rest would cost a round trip.
   */
  private async begin(client: PoolClient, scope: Omit<TenantScope, 'manager'>, opening?: OpeningStatement): Promise<QueryResultRow[]> {
    const values = this.scopeValues(scope);
    const sent = inOneWrite(client, () => [
      client.query('BEGIN'),
      client.query({ ...SET_SCOPE, values }),
      opening ? client.query(opening) : Promise.resolve(null),
    ]);
    const [, , first] = await Promise.all(sent);
    return first?.rows ?? [];
  }

  /** The connection of an open unit of work's manager. */
  private clientOf(manager: EntityManager): PoolClient {
    const client = connectionOf(manager);
    if (!client) throw new Error('no open unit of work holds this EntityManager');
    return client;
  }

  private scopeValues(scope: Pick<TenantScope, 'companyId' | 'platform' | 'userId'>): string[] {
    const company = scope.companyId;
    // Who and from where, for the audit trail's triggers (migration 1767100000000).
    const user = scope.userId ?? tenantStorage.current()?.userId;
    return [company === null ? '' : String(company), company === null ? '' : this.companyToken(company), scope.platform ? this.platformKey : '',
      user ? String(user) : '', requestOrigin.current()?.clientAddress ?? ''];
  }

  /**
   * Provider-level reads from inside an open tenant transaction (a route that serves the provider and
   * tenants alike): the platform context is switched on in the same transaction, then off again.
   */
  async withPlatformContext<T>(fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    const outer = openScope();
    if (!outer) return this.runAsPlatform(fn);
    if (outer.platform) return fn(outer.manager);
    const client = this.clientOf(outer.manager);
    await client.query(`SELECT set_config('app.platform', $1, true)`, [this.platformKey]);
    try {
      return await tenantStorage.run({ ...outer, companyId: null, platform: true }, () => fn(outer.manager));
    } finally {
      // After a failed statement the transaction is aborted and rolls back anyway.
      await client.query(`SELECT set_config('app.platform', '', true)`).catch(() => undefined);
    }
  }

  /**
   * One company's work inside an open unit of work for another scope, in the same transaction (e.g. the
   * provider's own ledger posting for an invoice issued to a tenant, which must commit or roll back with the
   * invoice). Switches the company (with its token) and app.platform for the duration, then restores the outer scope.
   * Server code only: nothing a caller sends chooses the company.
   */
  async withCompanyContext<T>(companyId: number, fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid company id ${companyId}`);
    const outer = openScope();
    if (!outer) return this.runAsCompany(companyId, fn);
    if (!outer.platform && outer.companyId === companyId) return fn(outer.manager);
    const client = this.clientOf(outer.manager);
    const set = (company: number | null, platform: boolean) => client.query(SET_SCOPE_TEXT, this.scopeValues({ companyId: company, platform }));
    await set(companyId, false);
    try {
      return await tenantStorage.run({ ...outer, companyId, platform: false }, () => fn(outer.manager));
    } finally {
      // After a failed statement the transaction is aborted and rolls back anyway.
      await set(outer.companyId, outer.platform).catch(() => undefined);
    }
  }
}
