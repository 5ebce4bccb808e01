import type { PoolClient } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';
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
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = [], manager?: EntityManager): Promise<SqlResult<T>> {
  const m = manager ?? currentManager();
  const runner = m.queryRunner;
  if (!runner) throw new Error('sql() needs a transactional EntityManager');
  const client = (runner as { databaseConnection?: PoolClient }).databaseConnection;
  if (!client || runner.isReleased) {
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
