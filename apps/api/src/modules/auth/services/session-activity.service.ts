import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';

/** How often an instance writes what it saw; the sessions list adds what is not written yet. */
export const SESSION_ACTIVITY_FLUSH_MS = 30_000;
/** At most this many sessions are remembered between flushes (a flood of requests cannot grow it without bound). */
const MAX_PENDING = 50_000;

/**
 * "Last seen" of a session without a write on the request path (issue 26 item 5: the auth-floor bench counts
 * round trips): the session check notes the time and address in memory, and every SESSION_ACTIVITY_FLUSH_MS the
 * instance writes all of them in one statement. A crash loses at most that much "last seen", nothing else.
 */
@Injectable()
export class SessionActivityService implements OnModuleInit, OnModuleDestroy {
  private pending = new Map<string, { at: Date; address: string | null }>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private readonly logger = new Logger('SessionActivity');

  constructor(
    private readonly runner: TenantRunner,
    private readonly sessions: SessionsRepository,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), SESSION_ACTIVITY_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Called by the session check of every request: a map write, nothing else. */
  seen(sessionId: string, address: string | null): void {
    if (this.pending.size >= MAX_PENDING && !this.pending.has(sessionId)) return;
    this.pending.set(sessionId, { at: new Date(), address });
  }

  /** What this instance saw of a session and has not written yet. */
  unwritten(sessionId: string): { at: Date; address: string | null } | undefined {
    return this.pending.get(sessionId);
  }

  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (!this.pending.size) return Promise.resolve();
    const batch = [...this.pending].map(([id, v]) => ({ id, ...v }));
    this.pending = new Map();
    this.flushing = this.runner
      .runAsPlatform(() => this.sessions.recordActivity(batch))
      .catch((e: unknown) => {
        // Kept for the next flush unless newer activity replaced it meanwhile.
        for (const s of batch) if (!this.pending.has(s.id) && this.pending.size < MAX_PENDING) this.pending.set(s.id, s);
        this.logger.warn(`last-seen times not written: ${e instanceof Error ? e.message : String(e)}`);
      })
      .finally(() => {
        this.flushing = undefined;
      });
    return this.flushing;
  }
}
