import { sql } from './sql.js';

/**
 * A job queued from inside a transaction can run before that transaction commits, or after it rolled back
 * (the queue is not part of it). The queuing transaction puts its id in the payload; the job asks PostgreSQL
 * what became of it: committed (go on), aborted (nothing to do, ever) or in progress (try again later).
 */
export type TransactionOutcome = 'committed' | 'aborted' | 'in progress' | 'unknown';

/** The id of the current transaction (assigning one if it has written nothing yet). */
export async function currentTransactionId(): Promise<string> {
  const { rows } = await sql<{ xid: string }>(`SELECT pg_current_xact_id()::text AS xid`);
  return rows[0].xid;
}

export async function transactionOutcome(xid: string): Promise<TransactionOutcome> {
  if (!/^\d{1,20}$/.test(xid)) return 'unknown';
  const { rows } = await sql<{ status: string | null }>(`SELECT pg_xact_status($1::xid8) AS status`, [xid]);
  const status = rows[0]?.status;
  return status === 'committed' || status === 'aborted' || status === 'in progress' ? status : 'unknown';
}
