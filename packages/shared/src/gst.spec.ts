import { InvalidAmountError } from './decimal.js';
import { computeLineTax, summarizeInvoice, type InvoiceLineInput, type LineTax } from './gst.js';

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

  it('gives the odd paisa to CGST so CGST + SGST is the rounded GST exactly', () => {
    // 18% of ₹0.55 = 9.9 paise -> 10 paise; 5 + 5.
    // 18% of ₹1.00 = 18 paise; 9 + 9. 5% of ₹1.30 = 6.5 -> 7 paise: 4 + 3.
    const odd = computeLineTax({ unitPricePaise: 130, quantity: 1, gstPercent: 5, cess: NO_CESS, intraState: true });
    expect(odd).toEqual({ taxable: 130, gst: 7, cgst: 4, sgst: 3, igst: 0, cess: 0, total: 137 });
    // Halving first and rounding each half would give 3.25 -> 3 twice, i.e. 6, not 7.
    const big = computeLineTax({ unitPricePaise: 33333, quantity: 3, gstPercent: 18, cess: NO_CESS, intraState: true });
    // taxable 99999; 18% = 17999.82 -> 18000; halves 9000 + 9000
    expect(big).toMatchObject({ taxable: 99999, gst: 18000, cgst: 9000, sgst: 9000 });
    const odd2 = computeLineTax({ unitPricePaise: 1111, quantity: 1, gstPercent: 12, cess: NO_CESS, intraState: true });
    // 12% of 1111 = 133.32 -> 133; 67 + 66
    expect(odd2).toMatchObject({ gst: 133, cgst: 67, sgst: 66, igst: 0 });
    expectPartsSum(odd2);
    const odd2Inter = computeLineTax({ unitPricePaise: 1111, quantity: 1, gstPercent: 12, cess: NO_CESS, intraState: false });
    expect(odd2Inter).toMatchObject({ gst: 133, cgst: 0, sgst: 0, igst: 133 });
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
    expect(t.gst).toBe(13); // 0.25% of 5000 = 12.5 -> 13
    expect(t).toMatchObject({ cgst: 7, sgst: 6 });
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
    expect(s.lines[3]).toMatchObject({ taxable: 29659, gst: 8305, cgst: 4153, sgst: 4152, cess: 3559 });
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
      intraState: true, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, total: 0, lines: [], hsnSummary: [],
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
