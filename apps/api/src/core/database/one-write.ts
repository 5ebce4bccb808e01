import type { PoolClient } from 'pg';

type Corkable = { cork?(): void; uncork?(): void };

/**
 * Runs `send` with the connection's socket corked, so the statements it issues leave in one write (one
 * syscall): the pool's connections pipeline (pool-settings.ts), so each query is written as it is issued,
 * and on this kind of machine every write to PostgreSQL cost about as much CPU as a small query (issue 18).
 */
export function inOneWrite<T>(client: PoolClient, send: () => T): T {
  const socket = (client as PoolClient & { connection?: { stream?: Corkable } }).connection?.stream;
  socket?.cork?.();
  try {
    return send();
  } finally {
    socket?.uncork?.();
  }
}
