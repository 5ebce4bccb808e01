import { ConflictException } from '@nestjs/common';
import type { DiscoveryService } from '@nestjs/core';
import { DeletionGuard, RecordUsages, type DeclaresRecordUsages, type RecordUsage } from './deletion-guard.js';

const counting = (record: string, order: number, singular: string, n: number): RecordUsage =>
  ({ record, order, singular, plural: `${singular}s`, count: async () => n });

/** A guard over the given declaring providers, as discovery would find them at start. */
function guardOver(...declarers: DeclaresRecordUsages[]): DeletionGuard {
  const providers = declarers.map((instance) => {
    @RecordUsages()
    class Declarer {}
    return { metatype: Declarer, instance, name: 'Declarer' };
  });
  providers.push({ metatype: class Unmarked {}, instance: { usages: () => [counting('Thing', 0, 'stray', 9)] }, name: 'Unmarked' });
  const guard = new DeletionGuard({ getProviders: () => providers } as unknown as DiscoveryService);
  guard.onModuleInit();
  return guard;
}

describe('deletion guard', () => {
  it("names every use in the declared order, whichever module declared it, in the product's one wording", async () => {
    const guard = guardOver(
      { usages: () => [counting('Thing', 3, 'stock movement', 2), counting('Thing', 1, 'sale invoice', 1)] },
      { usages: () => [counting('Thing', 2, 'purchase order', 1), counting('Other', 1, 'expense', 4)] },
    );
    expect(guard.usagesOf('Thing').map((u) => u.singular)).toEqual(['sale invoice', 'purchase order', 'stock movement']);
    await expect(guard.assertUnused('Thing', 1, 7)).rejects.toThrow(
      new ConflictException('Thing cannot be deleted: it is used by 1 sale invoice, 1 purchase order and 2 stock movements'),
    );
    await expect(guard.assertUnused('Other', 1, 7)).rejects.toThrow('Other cannot be deleted: it is used by 4 expenses');
  });

  it('lets a record go when nothing uses it, and leaves unmarked providers out', async () => {
    const guard = guardOver({ usages: () => [counting('Thing', 1, 'sale invoice', 0), counting('Thing', 2, 'receipt', 0)] });
    await expect(guard.assertUnused('Thing', 1, 7)).resolves.toBeUndefined();
    await expect(guard.assertUnused('Unknown', 1, 7)).resolves.toBeUndefined();
  });

  it("removes the rows that follow a record, with the record's company and id", async () => {
    const removed: [number, number][] = [];
    const guard = guardOver({ usages: () => [], followers: () => [{ record: 'Thing', remove: async (c, id) => void removed.push([c, id]) }] });
    await guard.removeFollowers('Thing', 3, 11);
    await guard.removeFollowers('Other', 3, 12);
    expect(removed).toEqual([[3, 11]]);
  });
});
