import { ConflictException, Injectable } from '@nestjs/common';

/**
 * One kind of record that points at another module's record (sale invoices at a product, expenses at a
 * supplier...), registered by the module that owns the pointing rows, so the owner of the pointed-at record
 * never names another module's tables.
 */
export interface RecordUsage {
  /** The record whose deletion this blocks, as its owning module exports it (e.g. catalogue's PRODUCT_RECORD). */
  record: string;
  /** Place in the refusal message, smallest first (the numbers keep the wording the product has always had). */
  order: number;
  singular: string;
  plural: string;
  /** How many of the registering module's rows use the record; runs in the caller's tenant transaction. */
  count(companyId: number, id: number): Promise<number>;
}

/**
 * Rows of the registering module that only follow a record and go with it (a zero stock row of a product that
 * never moved), removed in the same transaction just before the record itself.
 */
export interface RecordFollowers {
  record: string;
  remove(companyId: number, id: number): Promise<void>;
}

/** Joins "2 sale invoices", "1 purchase order" into "2 sale invoices and 1 purchase order". */
export function usageList(uses: string[]): string {
  return uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses[uses.length - 1]}`;
}

/**
 * Deletion guard: each module registers, when it starts, the usages of other modules' records that its own
 * tables hold; the owning module asks before a delete. Platform only: it knows record names as strings, never
 * a table or a rule.
 */
@Injectable()
export class DeletionGuard {
  private readonly usages = new Map<string, RecordUsage[]>();
  private readonly followers = new Map<string, RecordFollowers[]>();

  register(usage: RecordUsage): void {
    const list = [...(this.usages.get(usage.record) ?? []), usage].sort((a, b) => a.order - b.order);
    this.usages.set(usage.record, list);
  }

  registerFollowers(followers: RecordFollowers): void {
    this.followers.set(followers.record, [...(this.followers.get(followers.record) ?? []), followers]);
  }

  /** The usages registered for a record, in message order (for tests and diagnostics). */
  usagesOf(record: string): readonly RecordUsage[] {
    return this.usages.get(record) ?? [];
  }

  /**
   * Refuses (409) to delete a record that other records still use, naming them:
   * "Product cannot be deleted: it is used by 2 sale invoices and 1 purchase order". One wording for every
   * guarded delete (catalogue, parties, warehouses).
   */
  async assertUnused(record: string, companyId: number, id: number): Promise<void> {
    const uses: string[] = [];
    for (const usage of this.usagesOf(record)) {
      const n = await usage.count(companyId, id);
      if (n > 0) uses.push(`${n} ${n === 1 ? usage.singular : usage.plural}`);
    }
    if (uses.length === 0) return;
    throw new ConflictException(`${record} cannot be deleted: it is used by ${usageList(uses)}`);
  }

  /** Removes the rows that only follow the record; call after assertUnused, just before deleting it. */
  async removeFollowers(record: string, companyId: number, id: number): Promise<void> {
    for (const followers of this.followers.get(record) ?? []) await followers.remove(companyId, id);
  }
}
