import { stockValuationJson } from './stock-valuation-json.js';

describe('stockValuationJson', () => {
  it('writes exactly what JSON.stringify writes, in chunks for a long list', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      productId: i + 1, productName: `Item "${i}" \\ मुख्य`, warehouseId: 1 + (i % 3), warehouseName: 'Main\nWarehouse', quantity: '12.500',
      averageCost: '80.40', value: '1005.00',
    }));
    const view = { asOf: '2026-11-30', rows, totalValue: '3015000.00' };
    const chunks = [...stockValuationJson(view)];
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(JSON.stringify(view));
    expect([...stockValuationJson({ asOf: '2026-11-30', rows: [], totalValue: '0.00' })].join('')).toBe(JSON.stringify({ asOf: '2026-11-30', rows: [], totalValue: '0.00' }));
  });
});
