import { ConflictException, Injectable, SetMetadata, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * One kind of record that points at another module's record (sale invoices at a product, expenses at a
 * supplier...), declared by the module that owns the pointing rows, so the owner of the pointed-at record
 * never names another module's tables.
 */
export interface RecordUsage {
  /** The record whose deletion this blocks, as its owning module exports it (e.g. catalogue's PRODUCT_RECORD). */
  record: string;
  /** Place in the refusal message, smallest first (the numbers keep the wording the product has always had). */
  order: number;
  singular: string;
  plural: string;
  /** How many of the declaring module's rows use the record; runs in the caller's tenant transaction. */
  count(companyId: number, id: number): Promise<number>;
}

/**
 * Rows of the declaring module that only follow a record and go with it (a zero stock row of a product that
 * never moved), removed in the same transaction just before the record itself.
 */
export interface RecordFollowers {
  record: string;
  remove(companyId: number, id: number): Promise<void>;
}

/** A provider marked @RecordUsages(): what its module's rows hold of other modules' records. */
export interface DeclaresRecordUsages {
  usages(): RecordUsage[];
  followers?(): RecordFollowers[];
}

export const RECORD_USAGES = 'bizdesk:record-usages';
/** Marks a module's provider that declares its usages of other modules' records (read by DeletionGuard at start). */
export const RecordUsages = () => SetMetadata(RECORD_USAGES, true);

/** Joins "2 sale invoices", "1 purchase order" into "2 sale invoices and 1 purchase order". */
export function usageList(uses: string[]): string {
  return uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses[uses.length - 1]}`;
}

/**
 * The deletion guard: every module declares, in a @RecordUsages() provider, the usages of other modules'
 * records that its own tables hold; the record's owner asks before a delete. Platform only: it knows record
 * names as strings, never a table or a rule. Usages are collected at start, as the housekeepers are.
 */
@Injectable()
export class DeletionGuard implements OnModuleInit {
  private readonly usages = new Map<string, RecordUsage[]>();
  private readonly followers = new Map<string, RecordFollowers[]>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const seen = new Set<unknown>();
    const declarers = this.discovery
      .getProviders()
      .filter((w) => w.metatype && w.instance && Reflect.getMetadata(RECORD_USAGES, w.metatype) === true)
      .filter((w) => !seen.has(w.instance) && seen.add(w.instance))
      .map((w) => w.instance as DeclaresRecordUsages);
    for (const declarer of declarers) {
      for (const usage of declarer.usages()) this.usages.set(usage.record, [...(this.usages.get(usage.record) ?? []), usage]);
      for (const f of declarer.followers?.() ?? []) this.followers.set(f.record, [...(this.followers.get(f.record) ?? []), f]);
    }
    for (const list of this.usages.values()) list.sort((a, b) => a.order - b.order);
  }

  /** The usages declared for a record, in message order. */
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
