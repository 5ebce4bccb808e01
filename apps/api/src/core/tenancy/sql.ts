import type { PoolClient } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { inOneWrite } from '../database/one-write.js';
import type { TypedQuery } from '../database/typed-select.js';
import { connectionOf, currentManager, tenantStorage } from './tenant-context.js';

export interface SqlResult<T> {
  rows: T[];
  affected: number;
}

/**
 * Raw SQL in the current unit of work with one result shape for every statement (TypeORM's
 * manager.query returns [rows, count] for UPDATE/DELETE but rows for the rest).
 *
 * Sent straight to the unit of work's pg connection (TenantRunner opens the transaction on it and registers
 * it: tenant-context.ts connectionOf): TypeORM's query() would add events, timing and result copying per
 * statement, for nothing here (issue 18). Errors are TypeORM's QueryFailedError as before, so callers keep
 * reading `driverError`.
 */
/**
 * Prepared statements: a text run often enough gets a name, and each pooled connection then parses and
 * plans it once and reuses it (PostgreSQL keeps custom plans for the first five runs and switches to a
 * generic plan only where that costs no more). Planning the expense page's joins took more of PostgreSQL's
 * time than running it (issue 18). Some texts carry their LIMIT/OFFSET inline, so a text is named only from
 * its third run, and at most PREPARED_CAP texts are: rare pages stay unnamed and memory stays bounded
 * (per connection, PostgreSQL keeps what it prepared until the connection closes).
 */
export const PREPARED_CAP = 200;
const NAME_FROM_RUN = 3;
const COUNTED_CAP = 10_000;
const preparedNames = new Map<string, string>();
const runs = new Map<string, number>();
function named(text: string, values: unknown[]): { text: string; values: unknown[]; name?: string } {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < PREPARED_CAP) {
    const seen = (runs.get(text) ?? 0) + 1;
    if (seen >= NAME_FROM_RUN) {
      name = `bizdesk_${preparedNames.size + 1}`;
      preparedNames.set(text, name);
      runs.delete(text);
    } else {
      if (runs.size >= COUNTED_CAP) runs.clear();
      runs.set(text, seen);
    }
  }
  return name === undefined ? { text, values } : { name, text, values };
}

/** A statement after the unit of work's last ones (its COMMIT already sent with them: sqlAll's `last`). */
export class StatementAfterCommitError extends Error {
  constructor() {
    super('statement sent after the unit of work committed (sqlAll with `last` must carry its last statements)');
  }
}

/**
 * The unit of work's pg connection (registered by TenantRunner), or, for a manager no runner opened (a unit
 * test's fake), its query runner's public query().
 */
function target(manager?: EntityManager): { client: PoolClient; fallback?: undefined } | { client?: undefined; fallback: EntityManager } {
  const m = manager ?? currentManager();
  if (tenantStorage.current()?.earlyCommit?.sent) throw new StatementAfterCommitError();
  const client = connectionOf(m);
  if (client) return { client };
  if (!m.queryRunner) throw new Error('sql() needs the EntityManager of a unit of work');
  return { fallback: m };
}

/** A typed query (core/database/typed-select.ts `select`/`returning`): the rows are the query's row type. */
export async function sql<Row>(query: TypedQuery<Row>, params?: unknown[], manager?: EntityManager): Promise<SqlResult<Row>>;
/** Text: the rows are `T`, as the caller states (prefer a TypedQuery for a select list of columns). */
export async function sql<T = Record<string, unknown>>(text: string, params?: unknown[], manager?: EntityManager): Promise<SqlResult<T>>;
export async function sql<T>(statement: string | TypedQuery<T>, params: unknown[] = [], manager?: EntityManager): Promise<SqlResult<T>> {
  const text = typeof statement === 'string' ? statement : statement.text;
  const { client, fallback } = target(manager);
  if (fallback) {
    const result = await fallback.queryRunner!.query(text, params, true);
    return { rows: (result.records ?? []) as T[], affected: result.affected ?? 0 };
  }
  try {
    const result = await client.query(named(text, params));
    // A multi-statement text answers an array of results: no rows, as through TypeORM.
    return { rows: (result.rows ?? []) as T[], affected: result.rowCount ?? 0 };
  } catch (e) {
    throw new QueryFailedError(text, params, e as Error);
  }
}

export interface Statement {
  text: string;
  params?: unknown[];
}

/** A statement of sqlAll whose rows are typed by its query. */
export function statement<Row>(query: TypedQuery<Row>, params: unknown[] = []): Statement & { row?: Row } {
  return { text: query.text, params };
}

export interface SqlAllOptions {
  /**
   * These are the unit of work's last statements: in a read request's own transaction (TenantRunner's
   * `readRequest`, EarlyCommit in tenant-context.ts) its COMMIT leaves in the same write, and the runner
   * awaits its answer instead of sending it: one round trip less. Anywhere else the option does nothing.
   * A statement after them is an error (the runner counts as released).
   */
  last?: boolean;
}

/** The unit of work's early COMMIT, if `last` may carry it here (the runner's own scope, nothing joined). */
function earlyCommitHere(manager?: EntityManager) {
  const scope = tenantStorage.current();
  const early = scope?.earlyCommit;
  if (!early || early.scope !== scope || early.joined > 0 || early.sent) return undefined;
  if (manager && manager !== scope.manager) return undefined;
  return early;
}

/**
 * Independent statements of the current unit of work sent together: one write, one round trip (the pool
 * pipelines), answers in order. For reads that do not depend on each other, such as a page and its total.
 * If one fails the transaction is aborted and the error is the first failure's, as with sql().
 */
/** The rows a statement answers: its query's row type for a {@link statement}, untyped for plain text. */
type RowsOf<S> = S extends { row?: infer R } ? (unknown extends R ? Record<string, unknown> : R) : Record<string, unknown>;

export async function sqlAll<S extends readonly Statement[]>(
  statements: readonly [...S],
  manager?: EntityManager,
  options: SqlAllOptions = {},
): Promise<{ -readonly [K in keyof S]: SqlResult<RowsOf<S[K]>> }> {
  type Answer = { -readonly [K in keyof S]: SqlResult<RowsOf<S[K]>> };
  const { client } = target(manager);
  if (!client) return (await Promise.all(statements.map((s) => sql(s.text, s.params ?? [], manager)))) as unknown as Answer;
  const early = options.last ? earlyCommitHere(manager) : undefined;
  const sent = inOneWrite(client, () => {
    const queries = statements.map((s) => client.query(named(s.text, s.params ?? [])));
    if (early) {
      early.sent = client.query('COMMIT');
      // Awaited by the runner once the unit of work returns; handled now, so a failure is not "unhandled" meanwhile.
      early.sent.catch(() => undefined);
      // Anything after this through sql() or sqlAll fails (StatementAfterCommitError) instead of running outside the transaction.
    }
    return queries;
  });
  const settled = await Promise.allSettled(sent);
  return settled.map((r, i) => {
    if (r.status === 'rejected') throw new QueryFailedError(statements[i].text, statements[i].params ?? [], r.reason as Error);
    return { rows: r.value.rows ?? [], affected: r.value.rowCount ?? 0 };
  }) as unknown as Answer;
}
