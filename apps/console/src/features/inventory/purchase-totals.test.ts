import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue';
import { draftTotals } from './purchase-totals';

// The preview must be what the server stores: a supplier that may not charge GST adds none, whatever the product's rate.
const spanner = { id: 7, name: 'Spanner Set', hsn: '8205', pp: '2000.00', taxPercent: 18, cessType: 'NONE', cessValue: '0' } as unknown as Product;
const products = new Map([[spanner.id, spanner]]);
const lines = [{ productId: 7, quantity: '2', rate: '1,00,000.50' }];

describe('draftTotals', () => {
  it("adds the product's GST for a supplier that charges it", () => {
    const totals = draftTotals(lines, products, true, true);
    expect(totals.taxable).toBe(20_000_100);
    expect(totals.cgst + totals.sgst).toBe(3_600_018);
  });

  it('adds none for an unregistered or composition supplier: the price is all cost', () => {
    const totals = draftTotals(lines, products, true, false);
    expect(totals.total).toBe(20_000_100);
    expect(totals.gst).toBe(0);
    expect(totals.lines[0]?.gstPercent).toBe(0);
  });
});
