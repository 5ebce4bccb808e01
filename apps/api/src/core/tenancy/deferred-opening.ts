import type { PoolClient, QueryConfig } from 'pg';
import { inOneWrite } from '../database/one-write.js';

/** The confirmation sent with a unit of work's opening failed: nothing of the unit of work ran or committed. */
export class ConfirmationRefused extends Error {
  constructor(readonly reason: unknown) {
    super(`the unit of work's confirmation failed: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

type Query = (...args: unknown[]) => unknown;

/**
 * A transaction opened by its first statement: BEGIN, the scope's settings and a confirmation statement
 * (last) leave in the same write as whatever the unit of work sends first, so a read that needs one round
 * trip makes one (issue 18). The confirmation must fail, not answer "no", to refuse: PostgreSQL then aborts
 * the transaction and every statement after it in the pipeline fails too, a COMMIT among them included.
 *
 * The first statement's caller gets the confirmation's error if it failed, never rows read after it. Whatever
 * the unit of work did with errors, the runner asks {@link settle} before it commits or answers.
 *
 * Works by wrapping `query` on the pooled client until the first call (TypeORM's query runner, sql() and
 * sqlAll all send through it); {@link restore} puts the client back as it was before it returns to the pool.
 */
export class DeferredOpening {
  private confirmed?: Promise<void>;
  private readonly own: PropertyDescriptor | undefined;
  private readonly original: Query;

  constructor(
    private readonly client: PoolClient,
    private readonly opening: (string | QueryConfig)[],
  ) {
    const target = client as unknown as { query: Query };
    this.original = target.query;
    this.own = Object.getOwnPropertyDescriptor(client, 'query');
    const send = (args: unknown[]) => this.sendWith(args);
    target.query = function firstStatementOpens(...args: unknown[]) {
      return send(args);
    };
  }

  /** Puts the client's own `query` back (idempotent). */
  restore(): void {
    if (this.own) Object.defineProperty(this.client, 'query', this.own);
    else delete (this.client as unknown as { query?: Query }).query;
  }

  /**
   * Resolves once the confirmation passed; throws {@link ConfirmationRefused} if it (or the opening before
   * it) failed. A unit of work that sent nothing sends its opening now.
   */
  async settle(): Promise<void> {
    if (!this.confirmed) this.sendWith(null);
    try {
      await this.confirmed;
    } catch (e) {
      throw new ConfirmationRefused(e);
    }
  }

  /**
   * For a unit of work that failed: the refusal, if the confirmation failed, else undefined. One that failed
   * before sending anything sends its opening now, so a caller whose session is gone hears that (401)
   * rather than about its input, as when the session is checked before the work.
   */
  async refusal(): Promise<ConfirmationRefused | undefined> {
    if (!this.confirmed) this.sendWith(null);
    return this.confirmed!.then(() => undefined, (e) => new ConfirmationRefused(e));
  }

  private sendWith(args: unknown[] | null): unknown {
    this.restore();
    const client = this.client;
    let first: unknown;
    const sent = inOneWrite(client, () => {
      const opened = this.opening.map((q) => this.original.call(client, q) as Promise<unknown>);
      if (args) first = this.original.apply(client, args);
      return opened;
    });
    this.confirmed = Promise.all(sent).then(() => undefined);
    // Awaited by settle()/refusal(); handled here so a refusal is never reported as unhandled meanwhile.
    this.confirmed.catch(() => undefined);
    // A callback-style call answers through its callback (after a refusal, with PostgreSQL's "transaction
    // aborted"); the runner still settles before anything commits.
    if (!(first instanceof Promise)) return first;
    first.catch(() => undefined);
    return this.confirmed.then(() => first);
  }
}
