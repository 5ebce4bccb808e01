import { apportionPaise, applyDiscounts, belowCost, changeDue, discountOn, discountProblem } from './discount.js';
import { computeLineTax } from './gst.js';

describe('discounts', () => {
  it('takes a percent half-up and an amount as given', () => {
    expect(discountOn(10001, { type: 'PERCENT', value: 10 })).toBe(1000);
    expect(discountOn(10005, { type: 'PERCENT', value: '10' })).toBe(1001);
    expect(discountOn(10000, { type: 'AMOUNT', value: '12.50' })).toBe(1250);
    expect(discountOn(10000, null)).toBe(0);
  });

  it('names what is wrong with a discount', () => {
    expect(discountProblem(10000, { type: 'PERCENT', value: 101 })).toBe('percent');
    expect(discountProblem(10000, { type: 'PERCENT', value: '-1' })).toBe('percent');
    expect(discountProblem(10000, { type: 'PERCENT', value: '1.005' })).toBe('percent');
    expect(discountProblem(10000, { type: 'AMOUNT', value: '100.01' })).toBe('exceeds');
    expect(discountProblem(10000, { type: 'AMOUNT', value: 'ten' })).toBe('amount');
    expect(discountProblem(10000, { type: 'AMOUNT', value: '100' })).toBeNull();
  });

  it('shares a bill discount exactly, the largest remainder first', () => {
    expect(apportionPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportionPaise(1000, [3000, 1000])).toEqual([750, 250]);
    expect(apportionPaise(0, [1, 2])).toEqual([0, 0]);
  });

  it('applies the line discounts first, then the bill discount on what is left', () => {
    const cart = applyDiscounts(
      [{ unitPricePaise: 10000, quantity: 2, discount: { type: 'PERCENT', value: 10 } }, { unitPricePaise: 5000, quantity: '1' }],
      { type: 'AMOUNT', value: '23' },
    );
    expect(cart.lines).toEqual([
      { gross: 20000, lineDiscount: 2000, billShare: 1800, discount: 3800, net: 16200 },
      { gross: 5000, lineDiscount: 0, billShare: 500, discount: 500, net: 4500 },
    ]);
    expect(cart.billDiscount).toBe(2300);
    expect(cart.totalDiscount).toBe(4300);
  });

  it('charges GST on the discounted value', () => {
    // ₹100 before tax, 10% off: 18% of ₹90.
    expect(computeLineTax({ unitPricePaise: 10000, quantity: 1, gstPercent: 18, intraState: true, discountPaise: 1000 }))
      .toMatchObject({ taxable: 9000, cgst: 810, sgst: 810, total: 10620 });
    // ₹118 with tax, ₹18 off: ₹100 split back into 84.75 + 7.62 + 7.62 (+0.01 left in the taxable value).
    expect(computeLineTax({ unitPricePaise: 11800, quantity: 1, gstPercent: 18, intraState: true, priceIncludesTax: true, discountPaise: 1800 }))
      .toMatchObject({ total: 10000, cgst: 763, sgst: 763, taxable: 8474 });
  });

  it('tells a sale below cost and the change due', () => {
    expect(belowCost(899, 300, 3)).toBe(true);
    expect(belowCost(900, 300, 3)).toBe(false);
    expect(changeDue(50000, 41300)).toBe(8700);
    expect(changeDue(40000, 41300)).toBeNull();
  });
});
