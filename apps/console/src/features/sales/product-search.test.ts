import { toPaged } from '@bizdesk/shared';
import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue';
import { exactAnswer, matchesSearch, narrowHeld, searchText, type HeldAnswer } from './product-search';

const product = (id: number, name: string, over: Partial<Product> = {}): Product => ({
  id, name, description: null, categoryId: 1, categoryName: 'Stationery', mrp: '45.00', pp: '30.00', sp: '40.00', taxPercent: 18, hsn: '9608',
  cessApplicable: false, cessType: 'NONE', cessValue: 0, priceIncludesTax: true, followCategoryTax: true, uqc: 'NOS', barcode: null, sku: null, ...over,
});
const held = (search: string, rows: Product[], totalRecords = rows.length, categoryId: number | null = null): HeldAnswer => ({
  search, categoryId, page: 0, answer: toPaged(rows, totalRecords, 24),
});
const bluePen = product(1, 'Blue Pen', { sku: 'PEN-B' });
const blackPen = product(2, 'Black Pen', { barcode: '8901234567890' });
const pencil = product(3, 'Pencil HB');
const juice = product(4, 'Mango Juice', { categoryId: 2, categoryName: 'Drinks', hsn: '2202' });

describe('matchesSearch', () => {
  it('matches what the API matches: name, HSN, category, barcode or SKU, any case', () => {
    expect(matchesSearch(bluePen, searchText(' pen-b '))).toBe(true);
    expect(matchesSearch(blackPen, '890123')).toBe(true);
    expect(matchesSearch(juice, 'drinks')).toBe(true);
    expect(matchesSearch(juice, '2202')).toBe(true);
    expect(matchesSearch(pencil, 'mango')).toBe(false);
  });
});

describe('exactAnswer', () => {
  it('answers a longer search from a shorter one the server answered whole, in the server order', () => {
    const pens = held('pen', [blackPen, bluePen, pencil]);
    expect(exactAnswer([pens], 'pen b', null, 0, 24)).toEqual(toPaged([], 0, 24)); // each "pen b" has "pen": none
    expect(exactAnswer([pens], 'blue', null, 0, 24)).toBeNull(); // "blue" has no part answered whole
    expect(exactAnswer([pens], 'penc', null, 0, 24)).toEqual(toPaged([pencil], 1, 24));
    expect(exactAnswer([pens], 'pen', null, 0, 24)?.list).toEqual([blackPen, bluePen, pencil]);
  });

  it('leaves to the server what an answer holds only a page of, another category, or a later page', () => {
    expect(exactAnswer([held('pen', [blackPen, bluePen], 30)], 'pencil', null, 0, 24)).toBeNull();
    expect(exactAnswer([held('pen', [blackPen, bluePen], 2, 1)], 'pencil', null, 0, 24)).toBeNull();
    expect(exactAnswer([{ ...held('pen', [pencil]), page: 1 }], 'pencil', null, 0, 24)).toBeNull();
  });

  it('pages what it holds', () => {
    const rows = Array.from({ length: 30 }, (_, i) => product(100 + i, `Item ${i}`));
    const page = exactAnswer([held('', rows)], 'item', null, 1, 24);
    expect(page).toEqual({ list: rows.slice(24), totalPages: 2, totalRecords: 30 });
  });
});

describe('narrowHeld', () => {
  it('shows each held product matching the text once, by name, within the category', () => {
    const helds = [held('', [pencil, juice, bluePen]), held('bl', [blackPen, bluePen])];
    expect(narrowHeld(helds, 'pen', null, 24)).toEqual([blackPen, bluePen, pencil]);
    expect(narrowHeld(helds, '', 2, 24)).toEqual([juice]);
    expect(narrowHeld(helds, 'pen', null, 2)).toHaveLength(2);
  });
});
