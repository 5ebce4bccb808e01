import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sqlAll, type Statement } from './sql.js';

/**
 * Locks a record for an edit, then reads it: two statements, one round trip (sqlAll pipelines them).
 *
 * Why not one `SELECT ... JOIN ... FOR UPDATE OF r`: under READ COMMITTED, when that statement waits for a
 * concurrent edit of the row and then locks its new version, PostgreSQL re-checks the whole WHERE and join
 * against the new version of the locked row but the *old* versions of the joined rows. An edit that changed a
 * joined key (the expense's account or category) makes the row fail its own join, and the record vanishes from
 * the answer: a 404 for a record that exists (issue 24 item 8). Here the lock names the locked table alone
 * (its key and liveness, which an edit never changes), and the read is a new statement with a new snapshot
 * taken after the lock is held, so it sees the row and its joins as the previous edit committed them.
 *
 * `lock` must select from the one table and end in FOR UPDATE (or FOR NO KEY UPDATE); `read` must not lock.
 * Answers the read's rows, or none when the lock found no row (absent, another company's, deleted).
 */
export async function lockThenRead<T>(lock: Statement, read: Statement, manager?: EntityManager): Promise<T[]> {
  const [locked, rows] = await sqlAll([lock, read], manager);
  return locked.rows.length === 0 ? [] : (rows.rows as T[]);
}

/** What a caller is told when its edit collided with another one and PostgreSQL gave up on it. */
export const CONCURRENT_EDIT_MESSAGE = 'This record was changed by someone else. Reload it and try again.';

/**
 * Deadlock (40P01) and serialization failure (40001): two units of work changed the same rows in orders
 * that cannot both commit, and PostgreSQL rolled this one back. Nothing of it stayed; the caller may reload
 * and try again. A 409, not the 503 the exception filter gives other database trouble: nothing is wrong with
 * the service, the record moved under the edit.
 */
export function isConcurrentEditFailure(e: unknown): boolean {
  const code = (e as { driverError?: { code?: unknown }; code?: unknown } | null)?.driverError?.code ?? (e as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

export function concurrentEditConflict(): ConflictException {
  return new ConflictException(CONCURRENT_EDIT_MESSAGE);
}
