import type { EntityManager } from 'typeorm';
import { sql } from '../tenancy/sql.js';

/**
 * A job queued from inside a transaction can reach a worker before that transaction commits, or after it
 * rolled back (the queue is not part of it). JobQueue.afterCommit puts the queuing transaction's id in the
 * job's envelope; before the handler runs, the executor asks PostgreSQL what became of it: committed (go
 * on), aborted (nothing to do, ever) or in progress (try again later). Queuing inside the transaction,
 * rather than from a hook after COMMIT, means a process dying between the two loses no job.
 */
export type TransactionOutcome = 'committed' | 'aborted' | 'in progress' | 'unknown';

/** The id of the current transaction (assigning one if it has written nothing yet). */
export async function currentTransactionId(): Promise<string> {
  const { rows } = await sql<{ xid: string }>(`SELECT pg_current_xact_id()::text AS xid`);
  return rows[0].xid;
}

export async function transactionOutcome(xid: string, manager: EntityManager): Promise<TransactionOutcome> {
  if (!/^\d{1,20}$/.test(xid)) return 'unknown';
  const rows: { status: string | null }[] = await manager.query(`SELECT pg_xact_status($1::xid8) AS status`, [xid]);
  const status = rows[0]?.status;
  return status === 'committed' || status === 'aborted' || status === 'in progress' ? status : 'unknown';
}

/** Thrown while the transaction that queued a job is still open: BullMQ retries, and the retry finds its rows. */
export class QueuingTransactionOpen extends Error {
  override name = 'QueuingTransactionOpen';
}
