import type { PoolClient } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { inOneWrite } from '../database/one-write.js';
import { currentManager } from './tenant-context.js';

export interface SqlResult<T> {
  rows: T[];
  affected: number;
}

/**
 * Raw SQL in the current unit of work with one result shape for every statement (TypeORM's
 * manager.query returns [rows, count] for UPDATE/DELETE but rows for the rest).
 *
 * Sent straight to the transaction's pg connection once it is open (always, inside TenantRunner): TypeORM's
 * query() adds events, timing and result copying per statement, for nothing here (issue 18). Errors are
 * TypeORM's QueryFailedError as before, so callers keep reading `driverError`.
 */
function connectionOf(manager?: EntityManager) {
  const m = manager ?? currentManager();
  const runner = m.queryRunner;
  if (!runner) throw new Error('sql() needs a transactional EntityManager');
  const client = (runner as { databaseConnection?: PoolClient }).databaseConnection;
  return { runner, client: client && !runner.isReleased ? client : null };
}

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = [], manager?: EntityManager): Promise<SqlResult<T>> {
  const { runner, client } = connectionOf(manager);
  if (!client) {
    const result = await runner.query(text, params, true);
    return { rows: (result.records ?? []) as T[], affected: result.affected ?? 0 };
  }
  try {
    const result = await client.query(text, params);
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

/**
 * Independent statements of the current unit of work sent together: one write, one round trip (the pool
 * pipelines), answers in order. For reads that do not depend on each other, such as a page and its total.
 * If one fails the transaction is aborted and the error is the first failure's, as with sql().
 */
export async function sqlAll(statements: Statement[], manager?: EntityManager): Promise<SqlResult<Record<string, unknown>>[]> {
  const { client } = connectionOf(manager);
  if (!client) return Promise.all(statements.map((s) => sql(s.text, s.params ?? [], manager)));
  const sent = inOneWrite(client, () => statements.map((s) => client.query(s.text, s.params ?? [])));
  const settled = await Promise.allSettled(sent);
  return settled.map((r, i) => {
    if (r.status === 'rejected') throw new QueryFailedError(statements[i].text, statements[i].params ?? [], r.reason as Error);
    return { rows: r.value.rows ?? [], affected: r.value.rowCount ?? 0 };
  });
}
