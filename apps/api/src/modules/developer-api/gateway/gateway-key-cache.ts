import { Injectable } from '@nestjs/common';

export interface GatewayKey {
  keyId: number;
  companyId: number;
  active: boolean;
  companyActive: boolean;
  /** Applications and APIs the company is subscribed to now. */
  apps: number[];
}

/**
 * Key lookups for /api/v1, kept for a short time so a busy key costs no database round trip per call.
 * This instance forgets a key the moment it is toggled and a company the moment its subscriptions change;
 * other instances converge within TTL_MS (docs/decisions.md).
 */
@Injectable()
export class GatewayKeyCache {
  static readonly TTL_MS = 2000;
  private readonly entries = new Map<string, { key: GatewayKey; expiresAt: number }>();

  get(hash: string): GatewayKey | undefined {
    const hit = this.entries.get(hash);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return hit.key;
  }

  set(hash: string, key: GatewayKey): void {
    // Bounded: a flood of distinct keys cannot grow memory without limit.
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(hash, { key, expiresAt: Date.now() + GatewayKeyCache.TTL_MS });
  }

  forget(hash: string): void {
    this.entries.delete(hash);
  }

  forgetCompany(companyId: number): void {
    for (const [hash, hit] of this.entries) if (hit.key.companyId === companyId) this.entries.delete(hash);
  }
}
