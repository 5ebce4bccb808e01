import type { EntityManager } from 'typeorm';
import { currentManager } from './tenant-context.js';

export interface SqlResult<T> {
  rows: T[];
  affected: number;
}

/**
 * Raw SQL in the current unit of work with one result shape for every statement (TypeORM's
 * manager.query returns [rows, count] for UPDATE/DELETE but rows for the rest).
 */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = [], manager?: EntityManager): Promise<SqlResult<T>> {
  const m = manager ?? currentManager();
  if (!m.queryRunner) throw new Error('sql() needs a transactional EntityManager');
  const result = await m.queryRunner.query(text, params, true);
  return { rows: (result.records ?? []) as T[], affected: result.affected ?? 0 };
}
