import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue';
import { addToCart, canAddOne, exceedsStock, priceCart, stepQuantity } from './cart';

const product = (over: Partial<Product>): Product => ({
  id: 1, name: 'Cola', description: null, categoryId: 1, categoryName: 'Drinks', mrp: '45.00', pp: '30.00', sp: '40.00',
  taxPercent: 28, hsn: '2202', cessApplicable: true, cessType: 'PERCENT', cessValue: 12, priceIncludesTax: false, followCategoryTax: true, uqc: 'NOS', barcode: null, sku: null, ...over,
});
const cola = product({});
const cigarettes = product({ id: 2, name: 'Cigarettes', sp: '100.00', hsn: '2402', cessType: 'FIXED', cessValue: 4.17 });
const pen = product({ id: 3, name: 'Pen', sp: '10.01', taxPercent: 18, hsn: '9608', cessApplicable: false, cessType: 'NONE', cessValue: 0 });
const cart = [{ product: cola, quantity: '2' }, { product: cigarettes, quantity: '3' }, { product: pen, quantity: '3' }];

describe('priceCart', () => {
  it('charges IGST to a customer in another state, with both kinds of cess', () => {
    const t = priceCart(cart, 27, 29);
    expect(t).toMatchObject({ intraState: false, taxable: 41003, igst: 11181, cgst: 0, sgst: 0, cess: 2211, total: 54395, roundOff: 5, grandTotal: 54400 });
    expect(t.words).toBe('Rupees Five Hundred Forty Four Only');
  });

  it('splits CGST and SGST in the same state into equal halves', () => {
    const t = priceCart(cart, 27, 27);
    expect(t).toMatchObject({ intraState: true, cgst: 5590, sgst: 5590, igst: 0, total: 54394, grandTotal: 54400 });
  });

  it('prices a tax-inclusive retail product at its shelf price, never above MRP', () => {
    const retail = product({ id: 9, sp: '40.00', mrp: '40.00', priceIncludesTax: true });
    const t = priceCart([{ product: retail, quantity: '3' }], 27, null);
    expect(t).toMatchObject({ total: 12000, grandTotal: 12000, cgst: 1200, sgst: 1200, cess: 1029, taxable: 8571 });
  });

  it('charges no tax on a bill of supply', () => {
    const t = priceCart(cart, 27, 27, false);
    expect(t).toMatchObject({ cgst: 0, sgst: 0, igst: 0, cess: 0, taxable: 41003, grandTotal: 41000, roundOff: -3 });
  });

  it('treats a walk-in as intra-state, and any sale as inter-state when the company state is unknown', () => {
    expect(priceCart(cart, 27, null).intraState).toBe(true);
    expect(priceCart(cart, null, null).intraState).toBe(false);
    expect(priceCart(cart, null, 27).intraState).toBe(false);
  });

  it('leaves out lines whose quantity is not valid yet', () => {
    expect(priceCart([{ product: pen, quantity: '' }], 27, null).total).toBe(0);
  });
});

describe('stock before checkout', () => {
  it('refuses to add what the warehouse does not hold, counting what is already in the cart', () => {
    expect(canAddOne(pen, undefined, [], false)).toBe(false);
    expect(canAddOne(pen, '0.000', [], false)).toBe(false);
    expect(canAddOne(pen, '2.000', [], false)).toBe(true);
    expect(canAddOne(pen, '2.000', [{ product: pen, quantity: '2' }], false)).toBe(false);
    expect(canAddOne(pen, '2.500', [{ product: pen, quantity: '1.5' }], false)).toBe(true);
    expect(canAddOne(pen, '0.000', [], true)).toBe(true);
  });
});

describe('cart editing', () => {
  it('adds a product once and counts it up', () => {
    let lines = addToCart([], pen);
    lines = addToCart(lines, pen);
    expect(lines).toEqual([{ product: pen, quantity: '2' }]);
  });

  it('steps quantities exactly and never below one', () => {
    expect(stepQuantity('1.5', 1)).toBe('2.5');
    expect(stepQuantity('1', -1)).toBe('1');
    expect(stepQuantity('0.25', 1)).toBe('1.25');
  });
});

describe('exceedsStock', () => {
  it('flags a line asking for more than is on hand, to the thousandth', () => {
    expect(exceedsStock({ product: pen, quantity: '4' }, '4.000', false)).toBe(false);
    expect(exceedsStock({ product: pen, quantity: '4.001' }, '4.000', false)).toBe(true);
    expect(exceedsStock({ product: pen, quantity: '1' }, undefined, false)).toBe(true);
  });

  it('never flags when negative stock is allowed or the quantity is unfinished', () => {
    expect(exceedsStock({ product: pen, quantity: '9' }, '1.000', true)).toBe(false);
    expect(exceedsStock({ product: pen, quantity: '9.' }, '1.000', false)).toBe(false);
  });
});

describe('discounts at the counter (issue 31 item 5)', () => {
  const shirt = product({ id: 4, name: 'Shirt', sp: '1000.00', pp: '600.00', mrp: '1200.00', taxPercent: 12, hsn: '6109', cessApplicable: false, cessType: 'NONE', cessValue: 0, priceIncludesTax: true });
  const pen18 = product({ id: 5, name: 'Pen', sp: '100.00', pp: '50.00', mrp: '150.00', taxPercent: 18, hsn: '9608', cessApplicable: false, cessType: 'NONE', cessValue: 0 });

  it('reads "10%" as a percent and "25" / "₹1,000" as rupees', async () => {
    const { parseDiscountText } = await import('./cart');
    expect(parseDiscountText('10%')).toEqual({ type: 'PERCENT', value: '10' });
    expect(parseDiscountText(' 12.5 % ')).toEqual({ type: 'PERCENT', value: '12.5' });
    expect(parseDiscountText('₹1,000')).toEqual({ type: 'AMOUNT', value: '1000' });
    expect(parseDiscountText('')).toBeNull();
    expect(parseDiscountText('ten')).toBe('invalid');
    expect(parseDiscountText('-5')).toBe('invalid');
  });

  it('prices the cart as the checkout does: line discounts, the bill discount shared, GST on the rest (same figures as the API test)', () => {
    const t = priceCart([{ product: shirt, quantity: '2', discount: '10%' }, { product: pen18, quantity: '3', discount: '30' }], 27, null, true, '5%');
    expect(t).toMatchObject({ taxable: 178328, cgst: 11470, sgst: 11470, roundOff: 32, grandTotal: 201300, billDiscount: 10350, totalDiscount: 33350 });
    expect(t.priced.map((p) => p && [p.lineDiscount, p.billShare, p.taxable, p.total])).toEqual([[20000, 9000, 152678, 171000], [3000, 1350, 25650, 30268]]);
    expect(t.lineProblems).toEqual([null, null]);
  });

  it('names a discount that does not fit and leaves it out of the prices', () => {
    const t = priceCart([{ product: pen18, quantity: '1', discount: '101%' }, { product: pen18, quantity: '1', discount: '150' }], 27, null, true, 'abc');
    expect(t.lineProblems).toEqual(['Discount % must be between 0 and 100 with at most 2 decimals', 'Discount cannot be more than the line value ₹100.00']);
    expect(t.billProblem).toBe('Type an amount such as 25 or a percent such as 10%');
    expect(t.totalDiscount).toBe(0);
  });

  it('flags a line sold below its purchase price', () => {
    const t = priceCart([{ product: pen18, quantity: '1', discount: '60%' }], 27, null);
    expect(t.priced[0]?.belowCost).toBe(true);
    expect(priceCart([{ product: pen18, quantity: '1', discount: '50%' }], 27, null).priced[0]?.belowCost).toBe(false);
  });
});
