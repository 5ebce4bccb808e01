import { Injectable } from '@nestjs/common';

export interface GatewayKey {
  keyId: number;
  companyId: number;
  active: boolean;
  companyActive: boolean;
  /** Applications and APIs the company is subscribed to now. */
  apps: number[];
  /** Epoch ms after which the key is refused (set when it is rotated); null: no end. */
  expiresAt: number | null;
  /** Origins whose pages may call with this key from a browser (CORS), exact "scheme://host[:port]". */
  origins: string[];
}

/**
 * Key lookups for /api/v1, kept for a short time so a busy key costs no database round trip per call.
 * This instance forgets a key the moment it is toggled, rotated or its origins change, and a company the
 * moment its subscriptions change; other instances converge within TTL_MS (docs/decisions.md). A rotated
 * key's end is in the entry itself, so it is refused on time whatever the cache holds.
 */
@Injectable()
export class GatewayKeyCache {
  static readonly TTL_MS = 2000;
  private readonly entries = new Map<string, { key: GatewayKey; expiresAt: number }>();

  get(hash: string, now: number): GatewayKey | undefined {
    const hit = this.entries.get(hash);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    return hit.key;
  }

  set(hash: string, key: GatewayKey, now: number): void {
    // Bounded: a flood of distinct keys cannot grow memory without limit.
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(hash, { key, expiresAt: now + GatewayKeyCache.TTL_MS });
  }

  forget(hash: string): void {
    this.entries.delete(hash);
  }

  forgetCompany(companyId: number): void {
    for (const [hash, hit] of this.entries) if (hit.key.companyId === companyId) this.entries.delete(hash);
  }
}
