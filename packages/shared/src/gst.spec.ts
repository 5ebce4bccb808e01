import { InvalidAmountError } from './decimal.js';
import { computeLineTax, roundOffToRupee, summarizeInvoice, type InvoiceLineInput, type LineTax, type LineTaxInput } from './gst.js';

const NO_CESS = { type: 'NONE' as const };

function expectPartsSum(t: LineTax) {
  expect(t.cgst + t.sgst + t.igst).toBe(t.gst);
  expect(t.taxable + t.gst + t.cess).toBe(t.total);
}

describe('computeLineTax', () => {
  it('splits intra-state GST into equal CGST and SGST', () => {
    const t = computeLineTax({ unitPricePaise: 100000, quantity: 2, gstPercent: 18, cess: NO_CESS, intraState: true });
    expect(t).toEqual({ taxable: 200000, gst: 36000, cgst: 18000, sgst: 18000, igst: 0, cess: 0, total: 236000 });
  });

  it('charges inter-state GST as IGST', () => {
    const t = computeLineTax({ unitPricePaise: 100000, quantity: 2, gstPercent: 18, cess: NO_CESS, intraState: false });
    expect(t).toEqual({ taxable: 200000, gst: 36000, cgst: 0, sgst: 0, igst: 36000, cess: 0, total: 236000 });
  });

  it.each([
    // [price paise, qty, rate, expected cgst = sgst]; the old split gave the odd paisa to CGST.
    [2997, 1, 18, 270], // ₹29.97 at 18%: 9% = 2.6973 -> 2.70 each (was 2.70 / 2.69)
    [130, 1, 5, 3], // 2.5% of 1.30 = 3.25 paise -> 3 each
    [1111, 1, 12, 67], // 6% of 11.11 = 66.66 paise -> 67 each
    [33333, 3, 18, 9000], // 9% of 999.99 = 89.9991 -> 90.00 each
    [3333, '1.5', '0.25', 6], // 0.125% of 50.00 = 6.25 paise -> 6 each
  ])('computes CGST and SGST each on its own, so they are always equal (%s paise x %s at %s%%)', (price, qty, rate, half) => {
    const t = computeLineTax({ unitPricePaise: price, quantity: qty, gstPercent: rate, cess: NO_CESS, intraState: true });
    expect(t.cgst).toBe(half);
    expect(t.sgst).toBe(half);
    expect(t.igst).toBe(0);
    expectPartsSum(t);
  });

  it('charges inter-state GST as one IGST amount on the whole rate', () => {
    const t = computeLineTax({ unitPricePaise: 1111, quantity: 1, gstPercent: 12, cess: NO_CESS, intraState: false });
    expect(t).toMatchObject({ gst: 133, cgst: 0, sgst: 0, igst: 133 });
  });

  it('rounds half up to the paisa', () => {
    // 5% of 10 paise = 0.5 -> 1; 5% of 9 paise = 0.45 -> 0.
    expect(computeLineTax({ unitPricePaise: 10, quantity: 1, gstPercent: 5, intraState: false }).igst).toBe(1);
    expect(computeLineTax({ unitPricePaise: 9, quantity: 1, gstPercent: 5, intraState: false }).igst).toBe(0);
    // 18% of 2025 paise = 364.5 -> 365
    expect(computeLineTax({ unitPricePaise: 2025, quantity: 1, gstPercent: 18, intraState: false }).igst).toBe(365);
  });

  it('handles fractional quantities and rates exactly', () => {
    // 1.5 kg at ₹33.33 = 49.995 -> ₹50.00 taxable
    const t = computeLineTax({ unitPricePaise: 3333, quantity: '1.5', gstPercent: '0.25', intraState: true });
    expect(t.taxable).toBe(5000);
    expect(t.gst).toBe(12); // 0.125% of 5000 = 6.25 -> 6, twice
    expect(t).toMatchObject({ cgst: 6, sgst: 6 });
    expectPartsSum(t);
  });

  it('adds a FIXED cess in rupees per unit', () => {
    // ₹400 per unit, 3 units: ₹1,200 of cess, independent of price.
    const t = computeLineTax({
      unitPricePaise: 5000000,
      quantity: 3,
      gstPercent: 28,
      cess: { type: 'FIXED', value: 400 },
      intraState: true,
    });
    expect(t).toEqual({ taxable: 15000000, gst: 4200000, cgst: 2100000, sgst: 2100000, igst: 0, cess: 120000, total: 19320000 });
    const fractional = computeLineTax({
      unitPricePaise: 1000,
      quantity: '2.5',
      gstPercent: 5,
      cess: { type: 'FIXED', value: '0.33' },
      intraState: false,
    });
    expect(fractional.cess).toBe(83); // 2.5 x 33 paise = 82.5 -> 83
  });

  it('adds a PERCENT cess on the taxable value', () => {
    // 12% compensation cess on ₹10,000.33 = ₹1,200.0396 -> ₹1,200.04
    const t = computeLineTax({
      unitPricePaise: 1000033,
      quantity: 1,
      gstPercent: 28,
      cess: { type: 'PERCENT', value: 12 },
      intraState: false,
    });
    expect(t.taxable).toBe(1000033);
    expect(t.igst).toBe(280009); // 280009.24
    expect(t.cess).toBe(120004);
    expect(t.total).toBe(1000033 + 280009 + 120004);
    const frac = computeLineTax({ unitPricePaise: 10000, quantity: 1, gstPercent: 28, cess: { type: 'PERCENT', value: '1.5' }, intraState: true });
    expect(frac.cess).toBe(150);
  });

  it('ignores the value of a NONE cess', () => {
    expect(computeLineTax({ unitPricePaise: 100, quantity: 1, gstPercent: 0, cess: { type: 'NONE', value: 50 }, intraState: true })).toEqual({
      taxable: 100, gst: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, total: 100,
    });
  });

  it('refuses bad input', () => {
    const base = { unitPricePaise: 100, quantity: 1, gstPercent: 18, intraState: true };
    expect(() => computeLineTax({ ...base, unitPricePaise: 10.5 })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, unitPricePaise: -1 })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, quantity: 0 })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, quantity: '1.2345' })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, gstPercent: 101 })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, gstPercent: -5 })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, gstPercent: '18.005' })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, cess: { type: 'FIXED', value: '1.001' } })).toThrow(InvalidAmountError);
    expect(() => computeLineTax({ ...base, cess: { type: 'BOGUS' as never, value: 1 } })).toThrow(InvalidAmountError);
  });
});

describe('summarizeInvoice', () => {
  const lines: InvoiceLineInput[] = [
    { hsn: '998314', description: 'POS subscription', unitPricePaise: 99900, quantity: 1, gstPercent: 18, intraState: true },
    { hsn: '998314', description: 'SSL subscription', unitPricePaise: 33333, quantity: 1, gstPercent: 18, intraState: true },
    { hsn: '8471', description: 'Barcode scanner', unitPricePaise: 123457, quantity: 3, gstPercent: 18, intraState: true },
    {
      hsn: '2202',
      description: 'Aerated drink',
      unitPricePaise: 4237,
      quantity: 7,
      gstPercent: 28,
      cess: { type: 'PERCENT', value: 12 },
      intraState: true,
    },
    { hsn: '998314', description: 'HRMS, reduced rate', unitPricePaise: 1111, quantity: 1, gstPercent: 12, intraState: true },
  ];

  it('totals are the exact sums of the lines and of their own parts', () => {
    const s = summarizeInvoice(lines);
    const sum = (k: keyof LineTax) => s.lines.reduce((acc, l) => acc + l[k], 0);
    for (const key of ['taxable', 'gst', 'cgst', 'sgst', 'igst', 'cess', 'total'] as const) {
      expect(s[key]).toBe(sum(key));
    }
    expectPartsSum(s);
    expect(s.total).toBe(s.taxable + s.cgst + s.sgst + s.igst + s.cess);
    expect(s.igst).toBe(0);
    expect(s.intraState).toBe(true);
  });

  it('computes each line as computeLineTax does', () => {
    const s = summarizeInvoice(lines);
    lines.forEach((line, i) => {
      const { hsn: _hsn, description: _d, ...input } = line;
      expect(s.lines[i]).toMatchObject(computeLineTax(input));
    });
    expect(s.lines[3]).toMatchObject({ taxable: 29659, gst: 8304, cgst: 4152, sgst: 4152, cess: 3559 });
    expect(s.lines[0]).toMatchObject({ hsn: '998314', description: 'POS subscription', gstPercent: 18, quantity: 1, unitPricePaise: 99900 });
  });

  it('groups the HSN summary by HSN and rate, in order of appearance, adding up to the totals', () => {
    const s = summarizeInvoice(lines);
    expect(s.hsnSummary.map((r) => [r.hsn, r.gstPercent, r.quantity])).toEqual([
      ['998314', 18, 2],
      ['8471', 18, 3],
      ['2202', 28, 7],
      ['998314', 12, 1],
    ]);
    const first = s.hsnSummary[0];
    expect(first.taxable).toBe(99900 + 33333);
    expect(first.gst).toBe(s.lines[0].gst + s.lines[1].gst);
    for (const key of ['taxable', 'cgst', 'sgst', 'igst', 'cess', 'total'] as const) {
      expect(s.hsnSummary.reduce((acc, r) => acc + r[key], 0)).toBe(s[key]);
    }
  });

  it('treats 18, "18" and "18.00" as the same rate', () => {
    const s = summarizeInvoice([
      { hsn: '8471', unitPricePaise: 100, quantity: '0.5', gstPercent: 18, intraState: false },
      { hsn: '8471', unitPricePaise: 100, quantity: '1.25', gstPercent: '18.00', intraState: false },
    ]);
    expect(s.hsnSummary).toHaveLength(1);
    expect(s.hsnSummary[0].quantity).toBe(1.75);
    expect(s.igst).toBe(s.gst);
    expect(s.cgst + s.sgst).toBe(0);
  });

  it('is all zeros without lines', () => {
    expect(summarizeInvoice([])).toEqual({
      intraState: true, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, total: 0, lines: [], hsnSummary: [], roundOff: 0, grandTotal: 0,
    });
  });

  it('refuses an invoice mixing intra- and inter-state lines', () => {
    expect(() =>
      summarizeInvoice([
        { hsn: '1', unitPricePaise: 100, quantity: 1, gstPercent: 18, intraState: true },
        { hsn: '1', unitPricePaise: 100, quantity: 1, gstPercent: 18, intraState: false },
      ]),
    ).toThrow(/intra-state or inter-state/);
  });

  it('stays exact over many odd lines', () => {
    const many: InvoiceLineInput[] = Array.from({ length: 250 }, (_, i) => ({
      hsn: String(1000 + (i % 7)),
      unitPricePaise: 101 + i * 37,
      quantity: (i % 5) + 1,
      gstPercent: [0, 5, 12, 18, 28][i % 5],
      cess: i % 3 === 0 ? { type: 'FIXED' as const, value: '1.11' } : { type: 'PERCENT' as const, value: '0.65' },
      intraState: true,
    }));
    const s = summarizeInvoice(many);
    expectPartsSum(s);
    expect(s.hsnSummary.reduce((a, r) => a + r.total, 0)).toBe(s.total);
    expect(s.lines.every((l) => l.cgst - l.sgst === 0 || l.cgst - l.sgst === 1)).toBe(true);
  });
});

describe('tax-inclusive prices (retail: the price, like the MRP, includes every tax)', () => {
  const cases: Array<[string, Omit<LineTaxInput, 'priceIncludesTax'>, Partial<LineTax>]> = [
    // Cola, MRP = price ₹40, 28% GST + 12% cess: taxable 40 / 1.40 = 28.5714 -> 28.57, GST 8.00, cess 3.43.
    ['28% GST and 12% cess, intra-state', { unitPricePaise: 4000, quantity: 1, gstPercent: 28, cess: { type: 'PERCENT', value: 12 }, intraState: true },
      { taxable: 2857, cgst: 400, sgst: 400, igst: 0, cess: 343, total: 4000 }],
    ['28% GST and 12% cess, inter-state, 2 units', { unitPricePaise: 4000, quantity: 2, gstPercent: 28, cess: { type: 'PERCENT', value: 12 }, intraState: false },
      { taxable: 5714, igst: 1600, cess: 686, total: 8000 }],
    // ₹100 with 28% GST and ₹4.17 fixed cess: (100 - 4.17) / 1.28 = 74.867 -> 74.87; 14% = 10.48 each.
    ['fixed cess comes off first', { unitPricePaise: 10000, quantity: 1, gstPercent: 28, cess: { type: 'FIXED', value: '4.17' }, intraState: true },
      { taxable: 7487, cgst: 1048, sgst: 1048, cess: 417, total: 10000 }],
    // ₹29.97 at 18% inclusive: 25.398 -> 25.40; 9% = 2.286 -> 2.29 each; taxable = 29.97 - 4.58 = 25.39.
    ['odd paise go to the taxable value, never to one half', { unitPricePaise: 2997, quantity: 1, gstPercent: 18, intraState: true },
      { taxable: 2539, cgst: 229, sgst: 229, total: 2997 }],
    ['zero rate: all of it is taxable value', { unitPricePaise: 5050, quantity: 3, gstPercent: 0, intraState: true },
      { taxable: 15150, gst: 0, total: 15150 }],
    ['fractional quantity', { unitPricePaise: 9999, quantity: '0.333', gstPercent: 5, intraState: true },
      { total: 3330 }],
  ];
  it.each(cases)('%s: the line total is exactly price x quantity', (_name, input, expected) => {
    const t = computeLineTax({ ...input, priceIncludesTax: true });
    expect(t).toMatchObject(expected);
    expect(t.cgst).toBe(t.sgst);
    expectPartsSum(t);
  });

  it('never bills above MRP x quantity, for any price up to the MRP', () => {
    for (let price = 1; price <= 5000; price += 7) {
      for (const rate of [0, 5, 12, 18, 28]) {
        const t = computeLineTax({ unitPricePaise: price, quantity: 3, gstPercent: rate, cess: { type: 'PERCENT', value: 12 }, intraState: price % 2 === 0, priceIncludesTax: true });
        expect(t.total).toBe(price * 3);
        expect(t.cgst).toBe(t.sgst);
        expect(t.taxable).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses a price below the fixed cess it is said to include', () => {
    expect(() => computeLineTax({ unitPricePaise: 300, quantity: 1, gstPercent: 28, cess: { type: 'FIXED', value: '4.17' }, intraState: true, priceIncludesTax: true }))
      .toThrow(InvalidAmountError);
  });

  it('adds tax on top of a tax-exclusive (B2B) price', () => {
    expect(computeLineTax({ unitPricePaise: 4000, quantity: 1, gstPercent: 28, cess: { type: 'PERCENT', value: 12 }, intraState: true }))
      .toMatchObject({ taxable: 4000, cgst: 560, sgst: 560, cess: 480, total: 5600 });
  });
});

describe('a seller that may not collect GST (bill of supply)', () => {
  it.each([true, false])('charges no GST and no cess, price inclusive: %s', (inclusive) => {
    const t = computeLineTax({
      unitPricePaise: 4000, quantity: 2, gstPercent: 28, cess: { type: 'FIXED', value: 2 }, intraState: false, priceIncludesTax: inclusive, chargesTax: false,
    });
    expect(t).toEqual({ taxable: 8000, gst: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, total: 8000 });
  });

  it('reports the lines at 0% in the summary', () => {
    const s = summarizeInvoice([{ hsn: '2202', unitPricePaise: 4000, quantity: 1, gstPercent: 28, intraState: true, chargesTax: false }]);
    expect(s.lines[0].gstPercent).toBe(0);
    expect(s.hsnSummary[0].gstPercent).toBe(0);
  });
});

describe('roundOffToRupee', () => {
  it.each([
    [54395, 5, 54400],
    [54349, -49, 54300],
    [54350, 50, 54400],
    [54300, 0, 54300],
    [1, -1, 0],
  ])('%s paise -> round off %s, grand total %s', (total, roundOff, grandTotal) => {
    expect(roundOffToRupee(total)).toEqual({ roundOff, grandTotal });
  });

  it('is part of every invoice summary', () => {
    const s = summarizeInvoice([{ hsn: '9608', unitPricePaise: 2997, quantity: 1, gstPercent: 18, intraState: true }]);
    // 29.97 + 2.70 + 2.70 = 35.37 -> 35.00
    expect(s).toMatchObject({ total: 3537, roundOff: -37, grandTotal: 3500 });
  });
});
