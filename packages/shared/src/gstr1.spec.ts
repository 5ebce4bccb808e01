import { buildGstr1, gstr1Table, type Gstr1CreditNote, type Gstr1Invoice, type Gstr1Line } from './gstr1.js';

const MH = 27;
const KA = 29;
const BUYER_KA = '29AAGCB7383J1Z4';
const BUYER_MH = '27AAPFU0939F1ZV';

/** A line of `qty` units with tax split as the place of supply asks (paise). */
function line(over: Partial<Gstr1Line> & { taxable: number; rate: number; intra: boolean }): Gstr1Line {
  const tax = Math.round((over.taxable * over.rate) / 100);
  const half = Math.round((over.taxable * over.rate) / 200);
  return {
    hsn: '2202', description: 'Cola 500 ml', quantity: '1', gstPercent: over.rate, taxablePaise: over.taxable,
    cgstPaise: over.intra ? half : 0, sgstPaise: over.intra ? half : 0, igstPaise: over.intra ? 0 : tax, cessPaise: 0, ...over,
  };
}

function invoice(number: string, over: Partial<Gstr1Invoice> & { lines: Gstr1Line[] }): Gstr1Invoice {
  const total = over.lines.reduce((s, l) => s + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise + l.cessPaise, 0);
  return { number, date: '2026-11-05', customerGstin: null, placeOfSupply: MH, intraState: true, totalPaise: Math.round(total / 100) * 100, ...over };
}

describe('GSTR-1 tables', () => {
  it.each([
    ['a registered buyer, any value', { customerGstin: BUYER_KA, intraState: false, totalPaise: 100 }, 'B2B'],
    ['unregistered, inter-state, above ₹1,00,000', { customerGstin: null, intraState: false, totalPaise: 10_000_001 }, 'B2CL'],
    ['unregistered, inter-state, exactly ₹1,00,000', { customerGstin: null, intraState: false, totalPaise: 10_000_000 }, 'B2CS'],
    ['unregistered, intra-state, any value', { customerGstin: null, intraState: true, totalPaise: 90_000_000 }, 'B2CS'],
  ] as const)('%s is %s', (_name, invoiceFacts, table) => expect(gstr1Table(invoiceFacts)).toBe(table));
});

describe('buildGstr1', () => {
  const b2bIntra = invoice('INV/2627/00001', { customerGstin: BUYER_MH, lines: [line({ taxable: 10_000, rate: 18, intra: true, quantity: '2' })] });
  const b2bInter = invoice('INV/2627/00002', {
    customerGstin: BUYER_KA, placeOfSupply: KA, intraState: false,
    lines: [line({ taxable: 20_000, rate: 18, intra: false }), line({ taxable: 5_000, rate: 5, intra: false, hsn: '1006', description: 'Rice' }),
      line({ taxable: 3_000, rate: 18, intra: false })],
  });
  const walkIn = invoice('INV/2627/00003', { lines: [line({ taxable: 4_000, rate: 18, intra: true }), line({ taxable: 1_000, rate: 0, intra: true, hsn: '0401', description: 'Milk' })] });
  const smallInter = invoice('INV/2627/00004', { placeOfSupply: KA, intraState: false, lines: [line({ taxable: 8_000, rate: 18, intra: false })] });
  const large = invoice('INV/2627/00005', { placeOfSupply: KA, intraState: false, lines: [line({ taxable: 10_000_000, rate: 18, intra: false, hsn: '8471', description: 'Laptop' })] });
  const note = (number: string, of: Gstr1Invoice, lines: Gstr1Line[]): Gstr1CreditNote => ({
    number, date: '2026-11-20', totalPaise: lines.reduce((s, l) => s + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise + l.cessPaise, 0),
    lines, invoice: { ...of },
  });

  const r = buildGstr1({
    gstin: '27AAPFU0939F1ZV',
    month: '2026-11',
    invoices: [b2bIntra, b2bInter, walkIn, smallInter, large],
    creditNotes: [
      note('CN/2627/00001', b2bInter, [line({ taxable: 5_000, rate: 5, intra: false, hsn: '1006', description: 'Rice' })]),
      note('CN/2627/00002', walkIn, [line({ taxable: 4_000, rate: 18, intra: true })]),
      note('CN/2627/00003', large, [line({ taxable: 1_000_000, rate: 18, intra: false, hsn: '8471', description: 'Laptop' })]),
    ],
  });

  it('carries the GSTIN, the period as MMYYYY and the tool version', () => {
    expect(r).toMatchObject({ gstin: '27AAPFU0939F1ZV', fp: '112026', version: 'GST3.2.4', hash: 'hash' });
  });

  it('lists B2B invoices by buyer GSTIN with one item per rate, dates dd-MM-yyyy, place of supply as two digits', () => {
    expect(r.b2b).toEqual([
      { ctin: BUYER_MH, inv: [{ inum: 'INV/2627/00001', idt: '05-11-2026', val: 118, pos: '27', rchrg: 'N', inv_typ: 'R',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 100, iamt: 0, camt: 9, samt: 9, csamt: 0 } }] }] },
      { ctin: BUYER_KA, inv: [{ inum: 'INV/2627/00002', idt: '05-11-2026', val: 324, pos: '29', rchrg: 'N', inv_typ: 'R',
        itms: [{ num: 1, itm_det: { rt: 5, txval: 50, iamt: 2.5, camt: 0, samt: 0, csamt: 0 } }, { num: 2, itm_det: { rt: 18, txval: 230, iamt: 41.4, camt: 0, samt: 0, csamt: 0 } }] }] },
    ].sort((a, b) => a.ctin.localeCompare(b.ctin)));
  });

  it('lists B2C large by place of supply with IGST only', () => {
    expect(r.b2cl).toEqual([{ pos: '29', inv: [{ inum: 'INV/2627/00005', idt: '05-11-2026', val: 118000, itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }] }] }]);
  });

  it('sums B2C small by supply type, place and rate, less their credit notes; 0% goes to nil', () => {
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 80, iamt: 14.4, csamt: 0 },
    ]);
    expect(r.nil).toEqual({ inv: [{ sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 10, ngsup_amt: 0 }] });
  });

  it('reports credit notes to registered buyers in cdnr and on B2C large in cdnur', () => {
    expect(r.cdnr).toEqual([{ ctin: BUYER_KA, nt: [{ ntty: 'C', nt_num: 'CN/2627/00001', nt_dt: '20-11-2026', pos: '29', rchrg: 'N', inv_typ: 'R', val: 52.5,
      itms: [{ num: 1, itm_det: { rt: 5, txval: 50, iamt: 2.5, camt: 0, samt: 0, csamt: 0 } }] }] }]);
    expect(r.cdnur).toEqual([{ ntty: 'C', nt_num: 'CN/2627/00003', nt_dt: '20-11-2026', pos: '29', val: 11800, typ: 'B2CL',
      itms: [{ num: 1, itm_det: { rt: 18, txval: 10000, iamt: 1800, csamt: 0 } }] }]);
  });

  it('summarises HSN for B2B and B2C separately, net of credit notes, quantity in numbers', () => {
    expect(r.hsn.hsn_b2b).toEqual([
      { num: 1, hsn_sc: '2202', desc: 'Cola 500 ml', uqc: 'NOS', qty: 4, rt: 18, txval: 330, iamt: 41.4, camt: 9, samt: 9, csamt: 0 },
    ]);
    expect(r.hsn.hsn_b2c).toEqual([
      { num: 1, hsn_sc: '0401', desc: 'Milk', uqc: 'NOS', qty: 1, rt: 0, txval: 10, iamt: 0, camt: 0, samt: 0, csamt: 0 },
      { num: 2, hsn_sc: '2202', desc: 'Cola 500 ml', uqc: 'NOS', qty: 1, rt: 18, txval: 80, iamt: 14.4, camt: 0, samt: 0, csamt: 0 },
      { num: 3, hsn_sc: '8471', desc: 'Laptop', uqc: 'NOS', qty: 0, rt: 18, txval: 90000, iamt: 16200, camt: 0, samt: 0, csamt: 0 },
    ]);
  });

  it('counts the documents issued per series (Table 13)', () => {
    expect(r.doc_issue.doc_det).toEqual([
      { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [{ num: 1, from: 'INV/2627/00001', to: 'INV/2627/00005', totnum: 5, cancel: 0, net_issue: 5 }] },
      { doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: 'CN/2627/00001', to: 'CN/2627/00003', totnum: 3, cancel: 0, net_issue: 3 }] },
    ]);
  });

  it('gives empty tables for a month without sales', () => {
    const empty = buildGstr1({ gstin: '27AAPFU0939F1ZV', month: '2026-04', invoices: [], creditNotes: [] });
    expect(empty).toMatchObject({ fp: '042026', b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], nil: { inv: [] }, hsn: { hsn_b2b: [], hsn_b2c: [] }, doc_issue: { doc_det: [] } });
  });
});

describe('gstr1CsvRows', () => {
  it('writes every table under its name with the tool headings, one row per rate, plain 2-decimal amounts', async () => {
    const { gstr1CsvRows } = await import('./gstr1.js');
    const r = buildGstr1({
      gstin: '27AAPFU0939F1ZV', month: '2026-11', creditNotes: [],
      invoices: [invoice('INV/2627/00001', { customerGstin: BUYER_KA, placeOfSupply: KA, intraState: false, lines: [line({ taxable: 10_000, rate: 18, intra: false })] })],
    });
    const rows = gstr1CsvRows(r, (code) => (code === '29' ? 'Karnataka' : undefined));
    expect(rows[0]).toEqual(['GSTR-1', '27AAPFU0939F1ZV', 'Return period', '112026']);
    const b2b = rows.findIndex((row) => row[0] === 'B2B');
    expect(rows[b2b + 2]).toEqual(['29AAGCB7383J1Z4', 'INV/2627/00001', '05-Nov-2026', '118.00', '29-Karnataka', 'N', 'Regular B2B', '18.00', '100.00',
      '18.00', '0.00', '0.00', '0.00']);
    expect(rows.filter((row) => row.length === 1).map((row) => row[0])).toEqual(['B2B', 'B2CL', 'B2CS', 'CDNR', 'CDNUR', 'NIL', 'HSN (B2B)', 'HSN (B2C)', 'DOCS']);
    expect(rows.at(-1)).toEqual(['Invoices for outward supply', 'INV/2627/00001', 'INV/2627/00001', '1', '0', '1']);
  });
});
