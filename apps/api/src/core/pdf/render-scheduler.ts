import { PdfQueueFullError, PdfRendererUnavailableError } from './pdf-errors.js';

/**
 * Who a document is rendered for. Developer-API documents carry the calling company and API key; the
 * provider's own documents (billing's tax invoices) carry none and are "internal".
 */
export interface RenderTenant {
  companyId: number;
  apiKeyId: number | null;
}

/**
 * The renderer's slots and waiting line, shared fairly. A company may render at most half the slots at once
 * and keep at most half the queue waiting; one of its API keys at most half of the company's queue share. A
 * waiting document whose company (or key) is at its share is passed over for the next one, so another company's
 * document starts as soon as a slot frees (or at once, when one is free). Internal documents wait in a line of
 * their own that goes first, so developer-API load cannot starve them.
 */
export interface RenderShares {
  slots: number;
  queueMax: number;
  companySlots: number;
  companyQueue: number;
  keySlots: number;
  keyQueue: number;
}

export function renderShares(slots: number, queueMax: number): RenderShares {
  const companySlots = Math.max(1, Math.floor(slots / 2));
  const companyQueue = Math.ceil(queueMax / 2);
  return { slots, queueMax, companySlots, companyQueue, keySlots: companySlots, keyQueue: Math.ceil(companyQueue / 2) };
}

interface Waiter {
  resolve: () => void;
  reject: (e: Error) => void;
}

interface TenantWaiter extends Waiter {
  tenant: RenderTenant;
}

/** Counts per company and per key; entries at zero are removed so the maps stay small. */
class Tally {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, delta: number): void {
    const next = this.get(key) + delta;
    if (next <= 0) this.counts.delete(key);
    else this.counts.set(key, next);
  }
}

const companyKey = (t: RenderTenant) => `c${t.companyId}`;
const apiKeyKey = (t: RenderTenant) => `k${t.apiKeyId ?? 'none'}:${t.companyId}`;

export class RenderScheduler {
  private running = 0;
  private readonly internal: Waiter[] = [];
  private readonly tenants: TenantWaiter[] = [];
  private readonly runningBy = new Tally();
  private readonly waitingBy = new Tally();

  constructor(readonly shares: RenderShares) {}

  stats() {
    return { busy: this.running, queued: this.internal.length + this.tenants.length };
  }

  /** Seconds a refused caller should wait: roughly one round of the queue. */
  retryAfterSeconds(queued = this.internal.length + this.tenants.length, slots = this.shares.slots): number {
    return Math.max(1, Math.ceil((queued + 1) / Math.max(1, slots)));
  }

  /** Resolves when the document may start; rejects (429) when it may not wait. Pair with release(). */
  acquire(tenant: RenderTenant | null): Promise<void> {
    // Free slots never coexist with a waiter allowed to start (dispatch fills them), so starting here jumps nobody.
    if (this.running < this.shares.slots && this.mayStart(tenant)) {
      this.start(tenant);
      return Promise.resolve();
    }
    const refusal = this.refusal(tenant);
    if (refusal) return Promise.reject(refusal);
    return new Promise((resolve, reject) => {
      if (tenant) {
        this.tenants.push({ tenant, resolve, reject });
        this.waitingBy.add(companyKey(tenant), 1);
        this.waitingBy.add(apiKeyKey(tenant), 1);
      } else this.internal.push({ resolve, reject });
    });
  }

  release(tenant: RenderTenant | null): void {
    this.running -= 1;
    if (tenant) {
      this.runningBy.add(companyKey(tenant), -1);
      this.runningBy.add(apiKeyKey(tenant), -1);
    }
    this.dispatch();
  }

  /** Refuses everyone still waiting (shutdown). */
  rejectWaiting(error: () => Error = () => new PdfRendererUnavailableError('The PDF renderer is shutting down')): void {
    for (const w of this.internal.splice(0)) w.reject(error());
    for (const w of this.tenants.splice(0)) {
      this.unwait(w.tenant);
      w.reject(error());
    }
  }

  private mayStart(tenant: RenderTenant | null): boolean {
    if (!tenant) return true;
    return this.runningBy.get(companyKey(tenant)) < this.shares.companySlots && this.runningBy.get(apiKeyKey(tenant)) < this.shares.keySlots;
  }

  private refusal(tenant: RenderTenant | null): PdfQueueFullError | null {
    const { queueMax, companySlots, companyQueue, keySlots, keyQueue } = this.shares;
    if (!tenant) return this.internal.length >= queueMax ? new PdfQueueFullError(this.retryAfterSeconds()) : null;
    if (this.tenants.length >= queueMax) return new PdfQueueFullError(this.retryAfterSeconds());
    const company = this.waitingBy.get(companyKey(tenant));
    if (company >= companyQueue) {
      return new PdfQueueFullError(this.retryAfterSeconds(company, companySlots),
        `Too many documents from this company at once: at most ${companySlots} rendering and ${companyQueue} waiting.`);
    }
    const key = this.waitingBy.get(apiKeyKey(tenant));
    if (key >= keyQueue) {
      return new PdfQueueFullError(this.retryAfterSeconds(key, keySlots),
        `Too many documents from this API key at once: at most ${keySlots} rendering and ${keyQueue} waiting.`);
    }
    return null;
  }

  private start(tenant: RenderTenant | null): void {
    this.running += 1;
    if (tenant) {
      this.runningBy.add(companyKey(tenant), 1);
      this.runningBy.add(apiKeyKey(tenant), 1);
    }
  }

  private unwait(tenant: RenderTenant): void {
    this.waitingBy.add(companyKey(tenant), -1);
    this.waitingBy.add(apiKeyKey(tenant), -1);
  }

  /** Fills free slots: internal documents first, then the oldest tenant document whose company and key are under their share. */
  private dispatch(): void {
    while (this.running < this.shares.slots) {
      const internal = this.internal.shift();
      if (internal) {
        this.start(null);
        internal.resolve();
        continue;
      }
      const index = this.tenants.findIndex((w) => this.mayStart(w.tenant));
      if (index < 0) return;
      const [waiter] = this.tenants.splice(index, 1);
      this.unwait(waiter.tenant);
      this.start(waiter.tenant);
      waiter.resolve();
    }
  }
}
