import { Injectable } from '@nestjs/common';

/** What the database says about a delegation label: undefined when unknown, else its TXT values (maybe none). */
export type LabelTxt = { values: string[] } | undefined;

/**
 * How long an answer is reused. It must stay below the wait between storing a delegated name's new TXT value
 * and asking the CA to validate it (PUBLISHING_RETRY_MS, 1.5 s): that store may happen in the worker
 * process, whose writes cannot clear this process's cache, so only the age limit keeps the CA from an old value.
 */
export const TXT_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * The challenge responder's per-process cache of TXT answers per delegation label, so a flood of questions
 * does not become a flood of database reads (and concurrent questions for one label share one read).
 * Cached: a label's values, and unknown labels (labels are random and exist before anyone can know them).
 * Never cached: a known label without a value, the state just before a value is stored, which the CA must
 * see as soon as it is committed. forget() (after a commit that changes values) empties it, and a read that
 * began before a forget() is not kept.
 */
@Injectable()
export class ChallengeTxtCache {
  private readonly entries = new Map<string, { found: LabelTxt; until: number }>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<LabelTxt> }>();
  private generation = 0;
  /** The clock (a test fixes it). */
  now: () => number = Date.now;

  /** Whether an answer for the label is at hand (no read needed). */
  has(label: string): boolean {
    return (this.entries.get(label)?.until ?? 0) > this.now();
  }

  async read(label: string, load: () => Promise<LabelTxt>): Promise<LabelTxt> {
    const cached = this.entries.get(label);
    if (cached && cached.until > this.now()) return cached.found;
    const generation = this.generation;
    const shared = this.loading.get(label);
    if (shared && shared.generation === generation) return shared.promise;
    const promise = load().finally(() => {
      if (this.loading.get(label)?.promise === promise) this.loading.delete(label);
    });
    this.loading.set(label, { generation, promise });
    const found = await promise;
    if (generation === this.generation && (!found || found.values.length > 0)) this.keep(label, found);
    return found;
  }

  /** Drops every answer (TXT values changed). */
  forget(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private keep(label: string, found: LabelTxt): void {
    const now = this.now();
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    this.entries.set(label, { found, until: now + TXT_CACHE_MS });
  }
}
