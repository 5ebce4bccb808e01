/**
 * Limits every pooled session of the application role carries, so no client, statement or lock can
 * hold a connection for long: a stalled request gives its connection back instead of starving
 * every tenant (docs/operations.md, "Security model").
 */
export interface PoolSettings {
  max: number;
  /** Waiting for a free pooled connection longer than this fails the request with a 503. */
  connectionTimeoutMillis: number;
  /** One statement may run this long. */
  statement_timeout: number;
  /** Waiting for a row or table lock this long fails the statement instead of queueing forever. */
  lock_timeout: number;
  /** A transaction left open and idle this long is ended by the server, which frees its connection. */
  idle_in_transaction_session_timeout: number;
  /** A connection idle in the pool this long is closed. */
  idleTimeoutMillis: number;
  application_name: string;
  /**
   * Statements are written as soon as they are issued instead of one round trip after another: the
   * request's BEGIN, tenant settings and session check leave together (core/tenancy/tenant-runner.ts).
   * Statements awaited one by one behave as before; cursors and streams are refused (none are used).
   */
  pipeline: boolean;
}

export function poolSettings(max = 10, applicationName = 'bizdesk-api'): PoolSettings {
  return {
    max,
    // Generous enough for bursts on hot rows (120 parallel postings on one account queue for seconds on
    // 2 cores), short enough that nothing waits for ever.
    connectionTimeoutMillis: 15_000,
    statement_timeout: 30_000,
    lock_timeout: 10_000,
    idle_in_transaction_session_timeout: 15_000,
    idleTimeoutMillis: 30_000,
    application_name: applicationName,
    pipeline: true,
  };
}
